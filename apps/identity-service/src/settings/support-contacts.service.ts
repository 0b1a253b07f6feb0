import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { fail } from '@resellpk/backend-messaging';
import { DATA_SOURCE, StaffAccess } from '@resellpk/backend-service';
import { withTransaction } from '@resellpk/backend-persistence';
import type { RequestContext, SupportContacts, SupportContactsInput } from '@resellpk/contracts';
import { validateSupportContacts } from '@resellpk/domain';
import { AuditLogEntity } from '../users/audit-log.entity';
import { SettingEntity } from './setting.entity';

export const SUPPORT_CONTACTS_KEY = 'support_contacts';
export const SUPPORT_CONTACTS_CHANGED_ACTION = 'settings.support_contacts_changed';

function toContacts(row: SettingEntity | null): SupportContacts | null {
  if (!row) return null;
  const v = row.value as unknown as SupportContactsInput;
  return { whatsapp: v.whatsapp, email: v.email, hoursEn: v.hoursEn, hoursUr: v.hoursUr, updatedAt: row.updatedAt.toISOString() };
}

export function readSupportContacts(db: DataSource | EntityManager): Promise<SupportContacts | null> {
  return db.getRepository(SettingEntity).findOne({ where: { key: SUPPORT_CONTACTS_KEY } }).then(toContacts);
}

/**
 * Writes the support contacts with the audit row in one transaction (values before and after).
 * `actorId` null: the platform (the demo data), which writes only when none are set.
 */
export async function writeSupportContacts(m: EntityManager, value: SupportContactsInput, actorId: string | null, correlationId: string): Promise<SupportContacts> {
  // the row lock orders two admins saving at once, so each audit row's "before" is what it replaced
  const before = await m
    .createQueryBuilder(SettingEntity, 's')
    .setLock('pessimistic_write')
    .where('s.key = :key', { key: SUPPORT_CONTACTS_KEY })
    .getOne();
  const updatedAt = new Date();
  await m.upsert(SettingEntity, { key: SUPPORT_CONTACTS_KEY, value: { ...value }, updatedBy: actorId, updatedAt }, ['key']);
  const details = { before: before ? before.value : null, after: { ...value }, correlationId };
  await m.save(m.create(AuditLogEntity, { actorId, action: SUPPORT_CONTACTS_CHANGED_ACTION, targetUserId: null, details }));
  return { ...value, updatedAt: updatedAt.toISOString() };
}

/** The published support channels: anyone reads them, admins change them. */
@Injectable()
export class SupportContactsService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    private readonly staff: StaffAccess,
  ) {}

  get(): Promise<SupportContacts | null> {
    return readSupportContacts(this.db);
  }

  async update(input: unknown, ctx: RequestContext): Promise<SupportContacts> {
    const actorId = await this.staff.require(ctx, 'admin');
    const checked = validateSupportContacts(input);
    if (!checked.ok) fail('VALIDATION', checked.message, checked.field);
    return withTransaction(this.db, (m) => writeSupportContacts(m, checked.value, actorId, ctx.correlationId));
  }
}
