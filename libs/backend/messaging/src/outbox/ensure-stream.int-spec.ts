import type { NatsConnection } from 'nats';
// Tests of a data-access lib use the testing lib; the boundary rule has no exemption for specs.
import { startNatsServer, uniqueId, type TestNatsServer } from '@resellpk/backend-testing';
import { connectNats } from '../rpc/connect-nats';
import { ensureStream } from './ensure-stream';

// NATS_STREAM_REPLICAS reaches the server: 3 copies on the cluster of infra/k8s. A single server
// (this test's) cannot create a stream with three, so the refusal is proof the number is sent.
describe('ensureStream replicas (real NATS)', () => {
  let nats: TestNatsServer;
  let nc: NatsConnection;
  beforeAll(async () => {
    nats = await startNatsServer({ jetstream: true });
    nc = await connectNats(nats.url, 'ensure-stream-test', nats.superuser);
  });
  afterAll(async () => {
    await nc?.close();
    await nats?.dispose();
  });
  const spec = () => {
    const id = uniqueId();
    return { name: `R_${id.toUpperCase()}`, subjects: [`r${id}.*.*.*`] };
  };
  const replicasOf = async (name: string) => (await (await nc.jetstreamManager()).streams.info(name)).config.num_replicas;

  it('creates a stream with the replicas asked for', async () => {
    const s = spec();
    await ensureStream(nc, { ...s, replicas: 1 });
    expect(await replicasOf(s.name)).toBe(1);
  });

  it('asks the server for the replicas when creating a stream, and when moving an existing one', async () => {
    const fresh = spec();
    await expect(ensureStream(nc, { ...fresh, replicas: 3 })).rejects.toThrow(/replicas/i);
    const existing = spec();
    await ensureStream(nc, existing);
    // this server version takes the update and reports it (a cluster then adds the copies)
    await ensureStream(nc, { ...existing, replicas: 3 });
    expect(await replicasOf(existing.name)).toBe(3);
  });
});
