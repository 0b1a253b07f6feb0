export * from './access-token';
export * from './authenticated-user';
export * from './decorators';
export * from './auth-errors';
export * from './auth.guard';
export * from './auth.module';
export * from './session-revocations';
