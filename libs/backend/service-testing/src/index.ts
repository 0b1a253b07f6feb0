export * from './service-boot-suite';
export * from './service-harness';
export * from './publish-test-event';
export * from './fake-service';
export * from './bus-caller';
export * from './service-test-database';
export * from './service-stack';
