export * from './service-boot-suite';
export * from './service-harness';
