import { natsSupportsSyncAlways, renderJetStreamConfig } from './nats-config';

describe('JetStream fsync setting', () => {
  it('is asked for from nats-server 2.10 on, never from 2.9 (which refuses the field)', () => {
    expect(natsSupportsSyncAlways('nats-server: v2.9.10')).toBe(false);
    expect(natsSupportsSyncAlways('nats-server: v2.10.0')).toBe(true);
    expect(natsSupportsSyncAlways('nats-server: v2.14.4')).toBe(true);
    expect(natsSupportsSyncAlways('nats-server: v3.0.0')).toBe(true);
    expect(natsSupportsSyncAlways('nats:2.11')).toBe(true);
    expect(natsSupportsSyncAlways('nats:2.9')).toBe(false);
    expect(natsSupportsSyncAlways('something else')).toBe(false);
  });

  it('renders file storage with a sync on every write', () => {
    expect(renderJetStreamConfig('/data')).toBe('jetstream {\n  store_dir: "/data"\n  sync_interval: always\n}\n');
  });
});
