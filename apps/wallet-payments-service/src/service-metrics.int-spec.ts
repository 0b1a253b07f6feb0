import { randomUUID } from 'node:crypto';
import { labelBoundViolations } from '@resellpk/backend-observability';
import { eventually, parsePrometheusText, sampleValue, type PrometheusSample } from '@resellpk/backend-testing';
import { WalletPaymentsSubjects as S, type WalletView } from '@resellpk/contracts';
import { reseller, startWalletPaymentsHarness, type WalletPaymentsHarness } from './testing/wallet-payments-harness';

/** A service's /metrics on its internal health port (HEALTH_PORT), as Prometheus scrapes it. */
describe('wallet-payments-service /metrics on its health port', () => {
  let h: WalletPaymentsHarness;

  beforeAll(async () => {
    // the payment-expiry job runs once at start, then every 15 s
    h = await startWalletPaymentsHarness({ expiryJob: true });
  }, 60_000);
  afterAll(() => h?.close());

  async function scrape(): Promise<PrometheusSample[]> {
    const res = await fetch(`http://127.0.0.1:${h.service.healthServer!.port}/metrics`);
    expect(res.status).toBe(200);
    return parsePrometheusText(await res.text());
  }

  it("serves Node's metrics and the PostgreSQL pool's connections", async () => {
    const samples = await scrape();
    for (const name of ['process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes']) {
      expect(samples.some((s) => s.name === name)).toBe(true);
    }
    expect(sampleValue(samples, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(samples.filter((s) => s.name === 'db_pool_connections').map((s) => s.labels.state).sort()).toEqual(['idle', 'total', 'waiting']);
  });

  it('counts the repeating job: its run, its last success, its queue', async () => {
    const job = { job: 'payment-expiry' };
    await eventually(async () => sampleValue(await scrape(), 'job_runs_total', { ...job, outcome: 'ok' }) >= 1, 20_000, 'the start-up expiry run');
    const samples = await scrape();
    const lastSuccess = sampleValue(samples, 'job_last_success_timestamp_seconds', job);
    expect(Math.abs(lastSuccess - Date.now() / 1000)).toBeLessThan(60);
    expect(samples.find((s) => s.name === 'queue_jobs_waiting')?.labels.queue).toBe('wallet-payments-expiry');
  });

  it('moves when the service answers a bus request', async () => {
    const labels = { subject: S.getWallet, outcome: 'ok' };
    const before = await scrape();
    await h.call<WalletView>(S.getWallet, {}, reseller(randomUUID()));
    const after = await scrape();
    expect(sampleValue(after, 'bus_server_requests_total', labels) - sampleValue(before, 'bus_server_requests_total', labels)).toBe(1);
    expect(sampleValue(after, 'bus_server_request_duration_seconds_count', labels) - sampleValue(before, 'bus_server_request_duration_seconds_count', labels)).toBe(1);
  });

  it('keeps every label within its declared set', async () => {
    expect(await labelBoundViolations()).toEqual([]);
  });
});
