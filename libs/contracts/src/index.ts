export * from './envelope';
export * from './errors';
export * from './roles';
export * from './services';
export * from './bus/command';
export * from './bus/registry';
export * from './bus/events';
export * from './bus/permissions';
export * from './bus/nats-config';
export * from './identity';
export * from './plans';
export * from './plan-upgrades';
export * from './catalog';
export * from './orders';
export * from './coins';
export * from './wallet-payments';
export * from './chat';
// @service-generator:exports
