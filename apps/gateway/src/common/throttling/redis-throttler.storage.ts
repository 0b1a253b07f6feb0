import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type Redis from 'ioredis';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Fixed window counter in Redis so every gateway replica shares the same limits.
 * One script = one round trip and no race between INCR and PEXPIRE.
 * KEYS[1] hit counter, KEYS[2] block marker; ARGV ttlMs, limit, blockMs.
 */
const INCREMENT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
local blockTtl = redis.call('PTTL', KEYS[2])
if blockTtl < 0 and hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  blockTtl = tonumber(ARGV[3])
end
return {hits, ttl, blockTtl}
`;

/** The script as an ioredis command: EVALSHA (a 40-byte hash, no re-hashing of the body in Redis), EVAL only after a NOSCRIPT. */
const COMMAND = 'rpkThrottleIncrement';
type IncrementCommand = (hitsKey: string, blockKey: string, ttlMs: string, limit: string, blockMs: string) => Promise<[number, number, number]>;

export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('RedisThrottlerStorage');
  private readonly incrementScript: IncrementCommand;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'rpk:throttle:',
  ) {
    redis.defineCommand(COMMAND, { numberOfKeys: 2, lua: INCREMENT_SCRIPT });
    const command = (redis as unknown as Record<string, IncrementCommand>)[COMMAND];
    this.incrementScript = command.bind(redis);
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const base = `${this.prefix}${throttlerName}:${key}`;
    try {
      const [hits, ttlMs, blockMs] = await this.incrementScript(
        `${base}:hits`,
        `${base}:block`,
        String(Math.max(1, Math.ceil(ttl))),
        String(limit),
        String(Math.max(1, Math.ceil(blockDuration))),
      );
      const isBlocked = blockMs > 0;
      return {
        totalHits: hits,
        timeToExpire: Math.ceil(ttlMs / 1000),
        isBlocked,
        timeToBlockExpire: isBlocked ? Math.ceil(blockMs / 1000) : 0,
      };
    } catch (err) {
      // Fail open: a Redis outage must not take every route down; /api/health reports it.
      this.logger.warn(`Rate limit store unavailable, request allowed: ${(err as Error).message}`);
      return { totalHits: 0, timeToExpire: Math.ceil(ttl / 1000), isBlocked: false, timeToBlockExpire: 0 };
    }
  }
}
