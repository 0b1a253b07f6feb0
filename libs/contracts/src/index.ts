export * from './envelope';
export * from './errors';
export * from './roles';
export * from './identity';
export * from './services';
export * from './catalog';
export * from './orders';
export * from './plan-upgrades';
