// METRICS=off (the observability-cost benchmark's baseline): the switch is read when define-metric
// loads, so each case loads its own copy of the module with the variable set.
type DefineMetric = typeof import('./define-metric');

function loadWith(metrics: string | undefined): DefineMetric {
  const saved = process.env.METRICS;
  if (metrics === undefined) delete process.env.METRICS;
  else process.env.METRICS = metrics;
  try {
    let mod!: DefineMetric;
    jest.isolateModules(() => {
      mod = jest.requireActual<DefineMetric>('./define-metric');
    });
    return mod;
  } finally {
    if (saved === undefined) delete process.env.METRICS;
    else process.env.METRICS = saved;
  }
}

function recordEverything(m: DefineMetric): void {
  const counter = m.defineCounter({ name: 'switch_requests_total', help: 'test', labels: { outcome: ['ok', 'error'] } });
  const histogram = m.defineHistogram({ name: 'switch_duration_seconds', help: 'test', labels: { outcome: ['ok', 'error'] } });
  const gauge = m.defineGauge({ name: 'switch_waiting', help: 'test' });
  counter.inc({ outcome: 'ok' });
  counter.metric.inc({ outcome: 'error' }); // the hot paths that call prom-client directly
  counter.metric.labels({ outcome: 'ok' }).inc();
  histogram.observe({ outcome: 'ok' }, 0.02);
  histogram.metric.observe({ outcome: 'ok' }, 0.02);
  histogram.startTimer()({ outcome: 'ok' });
  gauge.set({}, 7);
  gauge.metric.inc();
}

describe('METRICS=off', () => {
  it('records nothing and leaves the app metrics out of /metrics, which still answers', async () => {
    const m = loadWith('off');
    expect(m.metricsEnabled).toBe(false);
    recordEverything(m);
    const { body, contentType } = await m.metricsText();
    expect(contentType).toContain('text/plain');
    expect(body).not.toContain('switch_');
    expect(m.metricsRegistry.getSingleMetric('switch_requests_total')).toBeUndefined();
    // declared all the same: the catalogue and label-bound tests see the same metrics
    expect(m.declaredLabelBounds.has('switch_duration_seconds')).toBe(true);
  });

  it('keeps metrics on when unset (production) or set to anything else', async () => {
    for (const value of [undefined, 'on']) {
      const m = loadWith(value);
      expect(m.metricsEnabled).toBe(true);
      recordEverything(m);
      const { body } = await m.metricsText();
      expect(body).toContain('switch_requests_total{outcome="ok"} 2');
      expect(body).toContain('switch_requests_total{outcome="error"} 1');
      expect(body).toContain('switch_duration_seconds_count{outcome="ok"} 3');
      expect(body).toContain('switch_waiting 8');
    }
  });
});
