import type { DataSource } from 'typeorm';
import { enqueueEvent } from '@resellpk/backend-messaging';
import { withTransaction } from '@resellpk/backend-persistence';
import { IdentityEvents, type RoleChangedV1, type UserRegisteredV1 } from '@resellpk/contracts';
import { PasswordHasher } from '../auth/password-hasher';
import { UserEntity } from '../users/user.entity';
import { readSupportContacts, writeSupportContacts } from '../settings/support-contacts.service';
import { DEMO_STORIES } from './demo-stories';
import { DEMO_PASSWORD, DEMO_SUPPORT_CONTACTS, DEMO_USERS } from './demo-users';

export interface SeedResult {
  created: string[];
  updated: string[];
}

/**
 * Idempotent: brings the demo accounts back to their documented role, plan and password on every
 * run. A newly created account also gets its registration event, so other services (coins)
 * treat demo users like everyone else.
 */
export async function seedDemoData(dataSource: DataSource, correlationId = 'seed-demo-data'): Promise<SeedResult> {
  const hasher = new PasswordHasher();
  const passwordHash = await hasher.hash(DEMO_PASSWORD);
  const result: SeedResult = { created: [], updated: [] };

  for (const demo of DEMO_USERS) {
    const planExpiresAt = demo.planMonths ? addMonths(new Date(), demo.planMonths) : null;
    await withTransaction(dataSource, async (m) => {
      // two replicas booting with SEED_DEMO=1 must not race on the insert of the same account
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('identity.seed-demo-data'))`);
      const existing = await m
        .createQueryBuilder(UserEntity, 'u')
        .setLock('pessimistic_write')
        .where('u.email = :email', { email: demo.email })
        .getOne();
      const fields = { name: demo.name, role: demo.role, plan: demo.plan, planExpiresAt, phone: demo.phone, passwordHash };
      if (existing) {
        await m.update(UserEntity, { id: existing.id }, fields);
        // services that keep users' roles (RoleProjection) must hear of a role the seed restores
        if (existing.role !== demo.role) {
          await enqueueEvent(
            m,
            IdentityEvents.roleChangedV1,
            { userId: existing.id, fromRole: existing.role, toRole: demo.role, changedBy: 'system:seed-demo-data' } satisfies RoleChangedV1,
            { correlationId },
          );
        }
        result.updated.push(demo.email);
        return;
      }
      const user = await m.save(m.create(UserEntity, { email: demo.email, ...fields }));
      await enqueueEvent(
        m,
        IdentityEvents.userRegisteredV1,
        { userId: user.id, email: user.email, name: user.name, referralCode: null } satisfies UserRegisteredV1,
        { correlationId },
      );
      result.created.push(demo.email);
    });
  }
  // the demo's support channels, once: what an admin changed them to stays
  await withTransaction(dataSource, async (m) => {
    await m.query(`SELECT pg_advisory_xact_lock(hashtext('identity.seed-demo-data'))`);
    if (!(await readSupportContacts(m))) await writeSupportContacts(m, DEMO_SUPPORT_CONTACTS, null, correlationId);
  });
  // the demo's example stories, while there are none: what staff add, hide or change stays
  await withTransaction(dataSource, async (m) => {
    await m.query(`SELECT pg_advisory_xact_lock(hashtext('identity.stories'))`);
    const [{ n }] = await m.query(`SELECT count(*)::int AS n FROM stories`);
    if (n > 0) return;
    for (const [i, story] of DEMO_STORIES.entries()) {
      await m.query(`INSERT INTO stories (name, role, city, quote, position) VALUES ($1, $2, $3, $4, $5)`, [story.name, story.role, story.city, story.quote, i + 1]);
    }
  });
  return result;
}

function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setMonth(next.getMonth() + months);
  return next;
}
