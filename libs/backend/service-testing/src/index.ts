export * from './service-boot-suite';
export * from './service-harness';
export * from './publish-test-event';
