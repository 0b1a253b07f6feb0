/**
 * The whole bus in one place: every command subject with its request and response types and its
 * callers, every event subject with its payload and its consumers. The gateway's client, the
 * services' handlers and consumers, the NATS permissions and the contract snapshot all read it, so
 * a caller and a handler that disagree do not compile.
 *
 * `nx g @resellpk/workspace-plugin:service` adds a service's maps at the markers below.
 */
import type { BusApp, Command } from './command';
import { CATALOG_CALLERS, CATALOG_EVENT_CONSUMERS, type CatalogCommands, type CatalogEventMap } from '../catalog';
import { IDENTITY_CALLERS, IDENTITY_EVENT_CONSUMERS, type IdentityCommands, type IdentityEventMap } from '../identity';
import { ORDERS_CALLERS, ORDERS_EVENT_CONSUMERS, type OrdersCommands, type OrdersEventMap } from '../orders';
import { COINS_CALLERS, COINS_EVENT_CONSUMERS, type CoinsCommands, type CoinsEventMap } from '../coins';
import { WALLET_PAYMENTS_CALLERS, WALLET_PAYMENTS_EVENT_CONSUMERS, type WalletPaymentsCommands, type WalletPaymentsEventMap } from '../wallet-payments';
import { CHAT_CALLERS, CHAT_EVENT_CONSUMERS, type ChatCommands, type ChatEventMap } from '../chat';
// @service-generator:imports

/** Every request-reply subject of the platform and its contract. */
export interface BusCommands
  extends IdentityCommands,
    CatalogCommands,
    OrdersCommands,
    CoinsCommands,
    WalletPaymentsCommands,
    ChatCommands /* @service-generator:commands */ {}

/** Every event subject of the platform and its payload. */
export interface BusEvents
  extends IdentityEventMap,
    CatalogEventMap,
    OrdersEventMap,
    CoinsEventMap,
    WalletPaymentsEventMap,
    ChatEventMap /* @service-generator:events */ {}

export const COMMAND_CALLERS = {
  ...IDENTITY_CALLERS,
  ...CATALOG_CALLERS,
  ...ORDERS_CALLERS,
  ...COINS_CALLERS,
  ...WALLET_PAYMENTS_CALLERS,
  ...CHAT_CALLERS,
  // @service-generator:callers
} as const;

export const EVENT_CONSUMERS = {
  ...IDENTITY_EVENT_CONSUMERS,
  ...CATALOG_EVENT_CONSUMERS,
  ...ORDERS_EVENT_CONSUMERS,
  ...COINS_EVENT_CONSUMERS,
  ...WALLET_PAYMENTS_EVENT_CONSUMERS,
  ...CHAT_EVENT_CONSUMERS,
  // @service-generator:consumers
} as const;

export type Subject = keyof BusCommands & keyof typeof COMMAND_CALLERS;
export type RequestOf<S extends Subject> = BusCommands[S] extends Command<infer Req, unknown> ? Req : never;
export type ResponseOf<S extends Subject> = BusCommands[S] extends Command<unknown, infer Res> ? Res : never;

/** The subjects an app may send: the ones whose callers list it (NATS refuses the others). */
export type CallableBy<A extends BusApp> = {
  [S in Subject]: A extends (typeof COMMAND_CALLERS)[S][number] ? S : never;
}[Subject];

export type EventSubject = keyof BusEvents & keyof typeof EVENT_CONSUMERS;
export type EventOf<S extends EventSubject> = BusEvents[S];

/**
 * The events the gateway relays to open browsers over socket.io (a plain NATS subscription in one
 * queue group, not a durable consumer: a browser that was away reloads what it shows).
 */
export const REALTIME_EVENTS = [
  'chat.message.posted.v1',
  'chat.notification.created.v1',
  'wallet-payments.transaction.posted.v1',
  'orders.order.status-changed.v1',
  'wallet-payments.payment-request.created.v1',
  'wallet-payments.payment-request.submitted.v1',
  'wallet-payments.payment-request.approved.v1',
  'wallet-payments.payment-request.rejected.v1',
  'wallet-payments.withdrawal.requested.v1',
  'wallet-payments.withdrawal.paid.v1',
  'wallet-payments.withdrawal.rejected.v1',
] as const satisfies readonly EventSubject[];

/**
 * The events every gateway replica reads to end sessions early (a plain NATS subscription without a
 * queue group, like REALTIME_EVENTS): ended sessions' access tokens are refused and their sockets
 * closed; a role change refuses the tokens that still carry the old role (the client refreshes).
 */
export const SESSION_EVENTS = ['identity.session.revoked.v1', 'identity.user.role-changed.v1'] as const satisfies readonly EventSubject[];

/** True when the gateway is the only caller: the request context then carries a verified user. */
export function isGatewayOnly(subject: Subject): boolean {
  const callers: readonly BusApp[] = COMMAND_CALLERS[subject];
  return callers.length === 1 && callers[0] === 'gateway';
}
