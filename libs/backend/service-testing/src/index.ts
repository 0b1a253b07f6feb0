export * from './service-boot-suite';
