export { startNatsServer, freePort, NATS_SERVER_BIN } from './nats-server';
export type { TestNatsServer, NatsCredentials } from './nats-server';
export { startRedisServer, REDIS_SERVER_BIN } from './redis-server';
export type { TestRedisServer } from './redis-server';
export { createTestDatabase } from './test-database';
export type { TestDatabase } from './test-database';
export { uniqueId } from './unique-id';
export { eventually } from './eventually';
export { orderStatusChanged } from './event-fixtures';
