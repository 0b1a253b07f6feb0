import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const script = path.join(__dirname, 'trace-view.js');

/** A span line as the JSON-lines exporter writes it. */
function span(traceId: string, spanId: string, parentSpanId: string | undefined, name: string, service: string, startMs: number, durationMs: number, attributes: Record<string, unknown> = {}) {
  return JSON.stringify({ traceId, spanId, parentSpanId, name, service, scope: 's', kind: 'SERVER', start: new Date(Date.UTC(2026, 10, 28, 12, 0, 0, startMs)).toISOString(), durationMs, attributes, status: { code: 'UNSET' } });
}

describe('tools/trace-view.js', () => {
  let dir: string;
  let file: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'trace-view-'));
    file = path.join(dir, 'traces.jsonl');
    const a = 'a'.repeat(32);
    const b = 'b'.repeat(32);
    writeFileSync(
      file,
      [
        // children written before their parents, two traces mixed, as processes flush them
        span(a, 'a3', 'a2', 'catalog.reserveStock process', 'catalog', 12, 3.25),
        span(b, 'b1', undefined, 'GET /api/v1/me', 'gateway', 500, 4),
        span(a, 'a2', 'a1', 'orders.place process', 'orders', 5, 20),
        span(a, 'a1', undefined, 'POST /api/v1/orders', 'gateway', 0, 30, { 'http.route': '/api/v1/orders', 'http.response.status_code': 201, 'http.request.header.x-correlation-id': ['browser-1'] }),
        '{"traceId": "cut by a kill',
      ].join('\n') + '\n',
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints one trace as a tree: offsets, services, durations, the request id', () => {
    const out = execFileSync(process.execPath, [script, file, 'aaaa'], { encoding: 'utf8' });
    expect(out.split('\n').filter(Boolean)).toEqual([
      `trace ${'a'.repeat(32)}: 3 spans, services catalog, orders, gateway`,
      '    0 ms  POST /api/v1/orders  [gateway] SERVER 30.0 ms  -> 201  request browser-1',
      '    5 ms    orders.place process  [orders] SERVER 20.0 ms',
      '   12 ms      catalog.reserveStock process  [catalog] SERVER 3.3 ms',
    ]);
  });

  it('without an id: the latest trace, then the recent ones', () => {
    const out = execFileSync(process.execPath, [script, file], { encoding: 'utf8' });
    expect(out).toMatch(new RegExp(`^trace ${'b'.repeat(32)}: 1 spans`));
    expect(out).toContain(`recent traces:\n  ${'b'.repeat(32)}`);
    expect(out).toContain(`  ${'a'.repeat(32)}  2026-11-28T12:00:00.000Z  POST /api/v1/orders [gateway] 30.0 ms, 3 spans`);
  });
});
