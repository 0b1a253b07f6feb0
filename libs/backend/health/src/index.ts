export { checkPostgres, checkRedis, checkNats, runHealthChecks, timed, CHECK_TIMEOUT_MS, healthDetailsShown, publicHealthReport } from './checks';
export type { CheckResult, HealthCheck, HealthReport, PublicHealthReport } from './checks';
export { startHealthServer } from './health-server';
export type { HealthServer, HealthServerOptions } from './health-server';
