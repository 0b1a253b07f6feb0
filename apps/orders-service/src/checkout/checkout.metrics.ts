import { defineCounter } from '@resellpk/backend-observability';
import { ERROR_HTTP_STATUS, type ErrorCode } from '@resellpk/contracts';

/** A failed checkout's reason: the error code its caller was answered (a bounded set), `none` for a placed one. */
export const CHECKOUT_REASONS = ['none', ...(Object.keys(ERROR_HTTP_STATUS) as ErrorCode[])] as const;

/** Checkouts placed (the order completed and committed) or failed, by the answer's error code; a replayed Idempotency-Key is not counted again. */
export const checkoutsTotal = defineCounter({
  name: 'checkouts_total',
  help: 'Checkouts placed or failed (reason: the error code answered).',
  labels: { outcome: ['placed', 'failed'], reason: CHECKOUT_REASONS },
});

/** The saga's undo steps (docs/checkout-saga.md), counted when each succeeds, live or by the recovery job. */
export const SAGA_COMPENSATION_STEPS = ['coins_refund', 'allowance_release', 'stock_release'] as const;

export const sagaCompensationsTotal = defineCounter({
  name: 'saga_compensations_total',
  help: 'Checkout saga compensation steps done (coins refunded, allowance released, stock released).',
  labels: { step: SAGA_COMPENSATION_STEPS },
});
