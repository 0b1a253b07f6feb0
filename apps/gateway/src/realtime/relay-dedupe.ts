import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS_CLIENT } from '../common/redis/redis.module';

/** How long an event id is remembered: far longer than the outbox relay ever retries a publish. */
export const RELAY_DEDUPE_TTL_MS = 10 * 60 * 1000;
const LOCAL_IDS = 20_000;

/**
 * The outbox relay publishes at least once: JetStream drops a repeated publish by its message id,
 * but plain subscribers (the relay) see every copy, and a copy may reach another replica of the
 * queue group. An event id is relayed only the first time any replica sees it (Redis SET NX);
 * recent ids are also kept in memory, so a repeat to the same replica costs no round trip. Without
 * Redis it fails open: a rare duplicate is better than a lost message.
 */
@Injectable()
export class RelayDedupe {
  private readonly logger = new Logger('RelayDedupe');
  private readonly recent = new Set<string>();

  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  async firstTime(eventId: string): Promise<boolean> {
    if (this.recent.has(eventId)) return false;
    this.remember(eventId);
    try {
      return (await this.redis.set(`rpk:rt:${eventId}`, '1', 'PX', RELAY_DEDUPE_TTL_MS, 'NX')) === 'OK';
    } catch (error) {
      this.logger.warn(`event ${eventId} relayed without the duplicate check: ${(error as Error).message}`);
      return true;
    }
  }

  private remember(eventId: string): void {
    this.recent.add(eventId);
    // a Set iterates in insertion order: the first entry is the oldest
    if (this.recent.size > LOCAL_IDS) this.recent.delete(this.recent.values().next().value as string);
  }
}
