/**
 * Asks the outbox relay to publish now instead of at its next poll, so an event written by a
 * command reaches JetStream right after the commit. Provided by the platform to every service;
 * failures are the relay's business (it retries).
 */
export const OUTBOX_NUDGE = Symbol('OUTBOX_NUDGE');
export type OutboxNudge = () => void;
