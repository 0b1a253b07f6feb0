import type { Provider } from '@nestjs/common';
import { OUTBOX_RELAY } from '../bootstrap/tokens';
import type { OutboxRelay } from './outbox-relay';

/**
 * Asks the outbox relay to publish now instead of at its next poll, so an event written by a
 * command reaches JetStream right after the commit. Failures are the relay's business (it retries).
 */
export const OUTBOX_NUDGE = Symbol('OUTBOX_NUDGE');
export type OutboxNudge = () => void;

/** The nudge for a service module's providers (the relay may be absent in tests: then it does nothing). */
export const outboxNudgeProvider: Provider = {
  provide: OUTBOX_NUDGE,
  inject: [OUTBOX_RELAY],
  useFactory:
    (relay: OutboxRelay | undefined): OutboxNudge =>
    () => {
      void relay?.flush();
    },
};
