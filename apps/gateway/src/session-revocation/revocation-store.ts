import { REVOCATION_TTL_MS, type SessionRevocations } from '@resellpk/backend-auth';
import { ROLES, type Role } from '@resellpk/contracts';
import type Redis from 'ioredis';

/** Sorted sets: member = what is refused, score = until when (ms epoch). */
const SESSIONS_KEY = 'rpk:revoked:sessions';
const ROLES_KEY = 'rpk:revoked:roles';

/**
 * The revocations in Redis, for a gateway replica that starts (or gets its NATS connection back)
 * after an event went by: NATS delivers a plain subscription's events only while connected. Every
 * replica writes what it receives (the same members, so the writes are idempotent); reads happen at
 * boot and after a reconnect only, never per request.
 */
export class RevocationStore {
  constructor(private readonly redis: Redis) {}

  async addSessions(sessionIds: readonly string[], until: number): Promise<void> {
    if (!sessionIds.length) return;
    const args = sessionIds.flatMap((sid) => [until, sid]);
    await this.redis
      .multi()
      .zadd(SESSIONS_KEY, 'GT', ...args)
      .zremrangebyscore(SESSIONS_KEY, '-inf', Date.now())
      .pexpire(SESSIONS_KEY, REVOCATION_TTL_MS)
      .exec();
  }

  async addRole(userId: string, role: Role, at: number, until: number): Promise<void> {
    await this.redis
      .multi()
      .zadd(ROLES_KEY, until, `${userId}|${role}|${at}`)
      .zremrangebyscore(ROLES_KEY, '-inf', Date.now())
      .pexpire(ROLES_KEY, REVOCATION_TTL_MS)
      .exec();
  }

  /** Copies what is still in force into `into`; returns how many entries were read. */
  async loadInto(into: SessionRevocations): Promise<number> {
    const now = Date.now();
    const [sessions, roles] = await Promise.all([
      this.redis.zrangebyscore(SESSIONS_KEY, now, '+inf', 'WITHSCORES'),
      this.redis.zrangebyscore(ROLES_KEY, now, '+inf', 'WITHSCORES'),
    ]);
    for (let i = 0; i < sessions.length; i += 2) into.revokeSessions([sessions[i]], Number(sessions[i + 1]));
    for (let i = 0; i < roles.length; i += 2) {
      const [userId, role, at] = roles[i].split('|');
      if ((ROLES as readonly string[]).includes(role)) into.setRole(userId, role as Role, Number(at), Number(roles[i + 1]));
    }
    return (sessions.length + roles.length) / 2;
  }
}
