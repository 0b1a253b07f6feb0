export { checkPostgres, checkRedis, checkNats, runHealthChecks, timed, CHECK_TIMEOUT_MS } from './checks';
export type { CheckResult, HealthCheck, HealthReport } from './checks';
export { startHealthServer } from './health-server';
export type { HealthServer } from './health-server';
