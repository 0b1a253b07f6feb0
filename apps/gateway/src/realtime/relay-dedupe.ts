/** How long an event id is remembered: the outbox republishes an unmarked event within seconds of its store coming back. */
export const RELAY_DEDUPE_TTL_MS = 10 * 60 * 1000;
/** At most this many ids are remembered (about 20 MB): 400 events a second for the whole window. */
export const RELAY_DEDUPE_MAX_IDS = 240_000;

/**
 * The outbox relay publishes at least once: JetStream drops a repeated publish by its message id,
 * but plain subscribers (the relay) see every copy. Every gateway replica receives every event
 * and relays it to its own sockets, so "once" is per replica and the ids live in memory: no
 * round trip per event. What this cannot catch (a copy after a restart of this replica, or older
 * than the window) is harmless in the browser: a message or list is merged by id, a counter is
 * corrected by the refetch its event starts (libs/web/live, `applyLiveEvent`).
 */
export class RelayDedupe {
  /** id -> when it was first seen; a Map iterates in insertion order, so the first entry is the oldest */
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly ttlMs = RELAY_DEDUPE_TTL_MS,
    private readonly maxIds = RELAY_DEDUPE_MAX_IDS,
    private readonly now: () => number = Date.now,
  ) {}

  firstTime(eventId: string): boolean {
    const now = this.now();
    this.forgetOld(now);
    if (this.seen.has(eventId)) return false;
    this.seen.set(eventId, now);
    if (this.seen.size > this.maxIds) this.seen.delete(this.seen.keys().next().value as string);
    return true;
  }

  private forgetOld(now: number): void {
    for (const [id, at] of this.seen) {
      if (now - at < this.ttlMs) return;
      this.seen.delete(id);
    }
  }
}
