import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { fail } from '@resellpk/backend-messaging';
import { DATA_SOURCE, requireUserId } from '@resellpk/backend-service';
import type { Profile, RequestContext, UpdateMeRequest } from '@resellpk/contracts';
import { MSG, normalizePhone, validateBusinessName, validatePhone } from '@resellpk/domain';
import { UserEntity } from '../users/user.entity';
import { toProfile, type ProfileRow } from '../users/profile.mapper';
import { ProfileCache } from './profile-cache';

export const UPDATE_ME_ONE_FIELD = 'Send either a business name or a WhatsApp number.';

/**
 * GET /me runs this on every request: a plain parameterised query costs a fraction of the CPU of
 * TypeORM's findOne (query building, alias maps, entity hydration) for the same primary-key read.
 */
const PROFILE_BY_ID = `SELECT id, email, name, role, plan, plan_expires_at AS "planExpiresAt", business_name AS "businessName",
  phone, created_at AS "createdAt" FROM users WHERE id = $1`;

@Injectable()
export class ProfileService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    private readonly cache: ProfileCache,
  ) {}

  async getMe(ctx: RequestContext): Promise<Profile> {
    const userId = requireUserId(ctx);
    return toProfile(await this.cache.read(userId, () => this.load(userId)));
  }

  async updateMe(req: UpdateMeRequest, ctx: RequestContext): Promise<Profile> {
    const userId = requireUserId(ctx);
    const hasName = req?.businessName !== undefined;
    const hasPhone = req?.phone !== undefined;
    if (hasName === hasPhone) fail('VALIDATION', UPDATE_ME_ONE_FIELD);
    return hasName ? this.saveBusinessName(userId, req.businessName) : this.savePhone(userId, req.phone);
  }

  private async saveBusinessName(userId: string, raw: unknown): Promise<Profile> {
    const value = typeof raw === 'string' ? raw : '';
    const current = await this.load(userId);
    const problem = validateBusinessName(value, current.businessName);
    if (problem) fail('VALIDATION', problem, 'businessName');

    // conditional update: of two concurrent first saves only one finds business_name still empty
    const result = await this.db
      .createQueryBuilder()
      .update(UserEntity)
      .set({ businessName: value.trim() })
      .where('id = :userId AND business_name IS NULL', { userId })
      .execute();
    if (!result.affected) fail('VALIDATION', MSG.businessNameLocked, 'businessName');
    return this.afterWrite(userId);
  }

  private async savePhone(userId: string, raw: unknown): Promise<Profile> {
    const value = typeof raw === 'string' ? raw : '';
    const problem = validatePhone(value);
    if (problem) fail('VALIDATION', problem, 'phone');
    const result = await this.db.getRepository(UserEntity).update({ id: userId }, { phone: normalizePhone(value) });
    if (!result.affected) fail('NOT_FOUND', MSG.profileMissing);
    return this.afterWrite(userId);
  }

  /** The saved profile; evicting first gives the caller read-your-writes before the trigger's notification arrives. */
  private async afterWrite(userId: string): Promise<Profile> {
    this.cache.evict(userId);
    return toProfile(await this.load(userId));
  }

  private async load(userId: string): Promise<ProfileRow> {
    const [user] = (await this.db.query(PROFILE_BY_ID, [userId])) as ProfileRow[];
    if (!user) fail('NOT_FOUND', MSG.profileMissing);
    return user;
  }
}
