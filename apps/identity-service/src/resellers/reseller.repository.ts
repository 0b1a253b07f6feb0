import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '@resellpk/backend-service';
import { escapeLike } from '@resellpk/backend-persistence';
import type { PlanCode, UserContact } from '@resellpk/contracts';
import type { ProfileRow } from '../users/profile.mapper';

const PROFILE_COLUMNS = `id, email, name, role, plan, plan_expires_at AS "planExpiresAt", business_name AS "businessName", phone, created_at AS "createdAt"`;

export interface PlanOfRow {
  plan: PlanCode;
  plan_expires_at: Date | null;
  /** of the running partner plan, null without one */
  coins_granted: string | number | null;
  allowance_used: string | number | null;
}

export interface ResellerSearch {
  /** lower-cased text matched in name and email */
  text: string;
  /** digits matched in the phone (national part, without 0 or 92), or null */
  phoneDigits: string | null;
}

/** Reads of users as orders and the admin's reseller list see them (plain SQL: hot, simple reads). */
@Injectable()
export class ResellerRepository {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  /**
   * The stored plan and its end, read now (never from a cache: checkout prices by it), with the
   * running partner plan's allowance figures (null without one).
   */
  async planOf(userId: string): Promise<PlanOfRow | null> {
    const [row]: PlanOfRow[] = await this.db.query(
      `SELECT u.plan, u.plan_expires_at, s.coins_granted, s.allowance_used
         FROM users u
         LEFT JOIN subscriptions s ON s.user_id = u.id AND s.status = 'active' AND s.end_date > now()
        WHERE u.id = $1`,
      [userId],
    );
    return row ?? null;
  }

  /** Names, emails and phones of the given users (ids lower-cased, at most 100: one indexed lookup). */
  async contactsOf(userIds: string[]): Promise<UserContact[]> {
    return this.db.query(`SELECT id, name, email, phone FROM users WHERE id = ANY($1::uuid[])`, [userIds]);
  }

  /** One page of resellers, newest first, and how many match in all. */
  async page(search: ResellerSearch | null, offset: number, limit: number): Promise<{ rows: ProfileRow[]; total: number }> {
    const where = [`role = 'reseller'`];
    const params: unknown[] = [];
    if (search) {
      params.push(`%${escapeLike(search.text)}%`);
      const text = `$${params.length}`;
      const matches = [`lower(name) LIKE ${text}`, `email LIKE ${text}`, `lower(coalesce(phone, '')) LIKE ${text}`];
      if (search.phoneDigits) {
        params.push(`%${search.phoneDigits}%`);
        matches.push(`regexp_replace(coalesce(phone, ''), '\\D', '', 'g') LIKE $${params.length}`);
      }
      where.push(`(${matches.join(' OR ')})`);
    }
    const filter = where.join(' AND ');
    const [rows, [count]] = await Promise.all([
      this.db.query(`SELECT ${PROFILE_COLUMNS} FROM users WHERE ${filter} ORDER BY created_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
        ...params,
        limit,
        offset,
      ]) as Promise<ProfileRow[]>,
      this.db.query(`SELECT count(*)::int AS total FROM users WHERE ${filter}`, params) as Promise<Array<{ total: number }>>,
    ]);
    return { rows, total: count.total };
  }
}
