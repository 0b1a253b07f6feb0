import type { OrderStatus } from '@resellpk/contracts';
import { ORDER_STATUSES } from '@resellpk/contracts';
import { fillMessage } from './catalog-messages';
import { ORDER_MSG } from './order-messages';

export type OrderActor = 'reseller' | 'staff';

/** Who may move an order from which status to which (PRODUCT.md "Orders"). Everything else is refused. */
export const ORDER_TRANSITIONS: Record<OrderActor, Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  reseller: { processing: ['cancelled'] },
  staff: { processing: ['shipped', 'cancelled'], shipped: ['delivered', 'returned'] },
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function canTransition(actor: OrderActor, from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[actor][from]?.includes(to) ?? false;
}

/** The reseller may cancel while the order is still processing. */
export function isCancellableByReseller(status: OrderStatus): boolean {
  return canTransition('reseller', status, 'cancelled');
}

export interface StatusChangeInput {
  courier?: unknown;
  trackingId?: unknown;
  trackingLink?: unknown;
  note?: unknown;
}
export interface StatusChangeDetails {
  courier: string | null;
  trackingId: string | null;
  trackingLink: string | null;
  note: string | null;
}
export type StatusChangeCheck = { ok: true; value: StatusChangeDetails } | { ok: false; field: string; message: string };

function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
}

/** How long each detail of a status change may be (the admin form's inputs use the same). */
export const ORDER_CHANGE_LIMITS = { courier: 100, trackingId: 100, trackingLink: 500, note: 500 } as const;

export type ShippingCheck =
  | { ok: true; value: { courier: string; trackingId: string; trackingLink: string } }
  | { ok: false; field: 'courier' | 'trackingId' | 'trackingLink'; message: string };

/**
 * What `shipped` needs: a courier, a tracking id and an http(s) tracking link (the reseller passes
 * the link on to the customer). The admin form and the gateway check it before orders does.
 */
export function checkShippingDetails(input: StatusChangeInput): ShippingCheck {
  const courier = optionalText(input.courier);
  if (!courier) return { ok: false, field: 'courier', message: ORDER_MSG.courierRequired };
  if (courier.length > ORDER_CHANGE_LIMITS.courier) return { ok: false, field: 'courier', message: fillMessage(ORDER_MSG.fieldTooLong, { field: 'Courier', max: ORDER_CHANGE_LIMITS.courier }) };
  const trackingId = optionalText(input.trackingId);
  if (!trackingId) return { ok: false, field: 'trackingId', message: ORDER_MSG.trackingIdRequired };
  if (trackingId.length > ORDER_CHANGE_LIMITS.trackingId) return { ok: false, field: 'trackingId', message: fillMessage(ORDER_MSG.fieldTooLong, { field: 'Tracking id', max: ORDER_CHANGE_LIMITS.trackingId }) };
  const trackingLink = optionalText(input.trackingLink);
  if (!trackingLink || trackingLink.length > ORDER_CHANGE_LIMITS.trackingLink || !isHttpUrl(trackingLink)) return { ok: false, field: 'trackingLink', message: ORDER_MSG.trackingLinkRequired };
  return { ok: true, value: { courier, trackingId, trackingLink } };
}

/**
 * Checks one status change: the transition is allowed for the actor, and `shipped` carries a
 * courier, a tracking id and an http(s) tracking link. Tracking fields are kept only for shipped.
 */
export function checkStatusChange(actor: OrderActor, from: OrderStatus, to: unknown, input: StatusChangeInput = {}): StatusChangeCheck {
  if (!isOrderStatus(to)) return { ok: false, field: 'status', message: ORDER_MSG.badStatus };
  if (from === to) return { ok: false, field: 'status', message: fillMessage(ORDER_MSG.sameStatus, { status: to }) };
  if (!canTransition(actor, from, to)) {
    if (actor === 'reseller' && to === 'cancelled') return { ok: false, field: 'status', message: ORDER_MSG.notCancellable };
    return { ok: false, field: 'status', message: fillMessage(ORDER_MSG.illegalTransition, { from, to }) };
  }
  const note = optionalText(input.note);
  if (note && note.length > ORDER_CHANGE_LIMITS.note) return { ok: false, field: 'note', message: ORDER_MSG.noteTooLong };
  if (to !== 'shipped') return { ok: true, value: { courier: null, trackingId: null, trackingLink: null, note } };
  const shipping = checkShippingDetails(input);
  if (!shipping.ok) return shipping;
  return { ok: true, value: { ...shipping.value, note } };
}
