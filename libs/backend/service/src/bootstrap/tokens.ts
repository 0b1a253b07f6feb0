/** DI tokens provided globally by bootstrapService / createServiceApp. */
export const DATA_SOURCE = Symbol('DATA_SOURCE');
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
export const OUTBOX_RELAY = Symbol('OUTBOX_RELAY');
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
export const SERVICE_NAME = Symbol('SERVICE_NAME');
