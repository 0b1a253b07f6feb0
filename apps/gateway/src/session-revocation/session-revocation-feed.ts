import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { REVOCATION_TTL_MS, SessionRevocations } from '@resellpk/backend-auth';
import { IdentityEvents, ROLES, SESSION_EVENTS, type EventEnvelope, type RoleChangedV1, type SessionsRevokedV1 } from '@resellpk/contracts';
import type Redis from 'ioredis';
import type { NatsConnection, Subscription } from 'nats';
import { NATS_CONNECTION } from '../common/bus/bus.module';
import { REDIS_CLIENT } from '../common/redis/redis.module';
import { RevocationStore } from './revocation-store';

/** Told which user's sessions changed; no user = anyone's (after catching up from Redis). */
export type RevocationListener = (userId?: string) => void;

/**
 * Feeds the in-memory SessionRevocations that the access-token verifier checks on every request
 * and socket handshake, from identity's session events (SESSION_EVENTS).
 *
 * Why in memory, fed by a plain NATS subscription without a queue group: every replica must refuse
 * the token, and `/me` (the hot path) must not pay a Redis round trip per request: a Map lookup does.
 * JetStream publishes reach core subscribers, so each replica gets each event within milliseconds of
 * identity's outbox relay. What a plain subscription misses (the replica was not running, or was
 * cut from NATS) comes from Redis: each replica writes what it receives there with the access token's
 * lifetime, and reads it back at boot and after every NATS reconnect. A durable JetStream consumer
 * per replica would need a consumer per process to create and clean up (and bus permissions for
 * each); Redis is already the gateway's shared store.
 */
@Injectable()
export class SessionRevocationFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SessionRevocationFeed');
  private readonly subscriptions: Subscription[] = [];
  private readonly listeners = new Set<RevocationListener>();
  private readonly store: RevocationStore;
  private stopped = false;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(REDIS_CLIENT) redis: Redis,
    private readonly revocations: SessionRevocations,
  ) {
    this.store = new RevocationStore(redis);
  }

  onChange(listener: RevocationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async onApplicationBootstrap(): Promise<void> {
    for (const subject of SESSION_EVENTS) {
      this.subscriptions.push(
        this.nc.subscribe(subject, {
          callback: (err, msg) => {
            if (err) return this.logger.warn(`${subject}: ${err.message}`);
            try {
              this.apply(subject, JSON.parse(Buffer.from(msg.data).toString('utf8')) as EventEnvelope<unknown>);
            } catch (error) {
              this.logger.warn(`${subject}: not applied: ${(error as Error).message}`);
            }
          },
        }),
      );
    }
    await this.nc.flush();
    // subscribed first, then caught up: an event in between is in both, and applying twice is harmless
    await this.catchUp();
    void this.catchUpAfterReconnects();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    for (const sub of this.subscriptions) sub.unsubscribe();
  }

  /** Applies one event (exported behaviour for the subscription and for tests). */
  apply(subject: (typeof SESSION_EVENTS)[number], envelope: EventEnvelope<unknown>): void {
    const until = Date.now() + REVOCATION_TTL_MS;
    if (subject === IdentityEvents.sessionRevokedV1) {
      const { userId, sessionIds, reason } = envelope.data as SessionsRevokedV1;
      if (typeof userId !== 'string' || !Array.isArray(sessionIds)) throw new Error('malformed payload');
      const ids = sessionIds.filter((sid): sid is string => typeof sid === 'string');
      this.revocations.revokeSessions(ids, until);
      this.logger.log(`sessions of ${userId} ended (${reason}): ${ids.length}`);
      this.persist(this.store.addSessions(ids, until));
      this.notify(userId);
      return;
    }
    const { userId, toRole } = envelope.data as RoleChangedV1;
    const at = Date.parse(envelope.occurredAt);
    if (typeof userId !== 'string' || !(ROLES as readonly string[]).includes(toRole) || Number.isNaN(at)) throw new Error('malformed payload');
    if (!this.revocations.setRole(userId, toRole, at, until)) return;
    this.persist(this.store.addRole(userId, toRole, at, until));
    this.notify(userId);
  }

  private persist(write: Promise<void>): void {
    // this replica applied it already; Redis only serves replicas that missed the event
    write.catch((err: Error) => this.logger.warn(`revocation not stored in Redis: ${err.message}`));
  }

  private notify(userId?: string): void {
    for (const listener of this.listeners) {
      try {
        listener(userId);
      } catch (error) {
        this.logger.warn(`revocation listener failed: ${(error as Error).message}`);
      }
    }
  }

  private async catchUp(): Promise<void> {
    try {
      const read = await this.store.loadInto(this.revocations);
      if (read) this.notify();
    } catch (err) {
      this.logger.warn(`revocations not read from Redis: ${(err as Error).message}`);
    }
  }

  private async catchUpAfterReconnects(): Promise<void> {
    for await (const status of this.nc.status()) {
      if (this.stopped) return;
      if (status.type === 'reconnect') await this.catchUp();
    }
  }
}
