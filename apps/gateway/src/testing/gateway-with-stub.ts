import { startGateway, type RunningGateway } from './gateway-harness';
import { startNatsStub, type NatsStub } from './nats-stub';

/** A route spec's gateway and the stub answering its services' subjects; filled in by beforeAll. */
export interface GatewayWithStub {
  gw: RunningGateway;
  stub: NatsStub;
}

/**
 * The route specs' common setup: one gateway on its own nats-server for the describe block, a stub
 * answering `subjects`, and the stub's handlers and received list emptied before each test.
 */
export function gatewayWithStub(subjects: readonly string[]): GatewayWithStub {
  const t = {} as GatewayWithStub;
  beforeAll(async () => {
    t.gw = await startGateway();
    t.stub = await startNatsStub(t.gw.nats, [...subjects]);
  }, 60_000);
  afterAll(async () => {
    await t.stub?.close();
    await t.gw?.close();
  });
  beforeEach(() => {
    t.stub.handlers = {};
    t.stub.received.length = 0;
  });
  return t;
}
