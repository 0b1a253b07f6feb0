import type { EventEnvelope } from '@resellpk/contracts';

/**
 * Asks the outbox relay to publish now instead of at its next poll, so an event written by a
 * command reaches JetStream right after the commit. Called with the envelopes the command has just
 * committed, the relay publishes those directly instead of reading the table again (the hot path
 * of a busy chat). Provided by the platform to every service; failures are the relay's business
 * (it retries).
 */
export const OUTBOX_NUDGE = Symbol('OUTBOX_NUDGE');
export type OutboxNudge = (committed?: readonly EventEnvelope<unknown>[]) => void;
