import type { NatsConnection } from 'nats';
import type { DataSource } from 'typeorm';

export interface CheckResult {
  ok: boolean;
  latencyMs: number;
  error?: string;
}
export type HealthCheck = () => Promise<CheckResult>;

export const CHECK_TIMEOUT_MS = 2000;

/** Times one probe and turns a throw or a hang into `{ok:false}`; a health check never throws. */
export async function timed(probe: () => Promise<unknown>, timeoutMs = CHECK_TIMEOUT_MS): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, latencyMs: Math.round(performance.now() - started), error: (error as Error).message || String(error) };
  } finally {
    clearTimeout(timer);
  }
}

export function checkPostgres(dataSource: DataSource): Promise<CheckResult> {
  return timed(async () => {
    if (!dataSource.isInitialized) throw new Error('not connected');
    await dataSource.query('SELECT 1');
  });
}

export function checkRedis(redis: { ping(): Promise<unknown> }): Promise<CheckResult> {
  return timed(() => redis.ping());
}

/** A round trip to the server: fails while disconnected or reconnecting. */
export function checkNats(nc: NatsConnection | undefined | null): Promise<CheckResult> {
  return timed(async () => {
    if (!nc || nc.isClosed()) throw new Error('not connected');
    await nc.flush();
  });
}

export interface HealthReport {
  status: 'ok' | 'error';
  checks: Record<string, CheckResult>;
}

/** What production answers: up or down per dependency, nothing more. */
export interface PublicHealthReport {
  status: 'ok' | 'error';
  checks: Record<string, { ok: boolean }>;
}

/**
 * Health endpoints are reachable without a login. In production they say only which dependency
 * is up: error texts (hosts, ports, driver messages) and latencies tell an outsider how the
 * system is built and how loaded it is. Development keeps the details for debugging.
 */
export function healthDetailsShown(env: { NODE_ENV?: string } = process.env): boolean {
  return env.NODE_ENV !== 'production';
}

/** The report without error texts or latencies. */
export function publicHealthReport(report: HealthReport): PublicHealthReport {
  const checks: Record<string, { ok: boolean }> = {};
  for (const [name, result] of Object.entries(report.checks)) checks[name] = { ok: result.ok };
  return { status: report.status, checks };
}

/** Runs all checks in parallel; status is `ok` only when every check is. */
export async function runHealthChecks(checks: Record<string, HealthCheck>): Promise<HealthReport> {
  const names = Object.keys(checks);
  const results = await Promise.all(names.map((name) => checks[name]()));
  const report: Record<string, CheckResult> = {};
  names.forEach((name, i) => (report[name] = results[i]));
  return { status: results.every((r) => r.ok) ? 'ok' : 'error', checks: report };
}
