import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { signAccessToken } from '@resellpk/backend-auth';
import { DEV_JWT_PRIVATE_KEY, type Env } from '@resellpk/backend-config';
import { startNatsServer, uniqueId, type TestNatsServer } from '@resellpk/backend-testing';
import type { PlanCode, Role } from '@resellpk/contracts';
import type { AddressInfo } from 'node:net';
import { loadGatewayConfig, type GatewayConfig } from '../config/gateway-config';
import { createGatewayApp } from '../create-app';
import { startGatewayMetricsServer } from '../metrics/gateway-metrics-server';

export interface RunningGateway {
  app: NestFastifyApplication;
  config: GatewayConfig;
  nats: TestNatsServer;
  /** Every route Fastify registered, as "METHOD /path" (the router's own view). */
  servedRoutes: Set<string>;
  /** http://127.0.0.1:<port> */
  url: string;
  /** http://127.0.0.1:<port>/metrics, the internal metrics port, when the env gave METRICS_PORT (`0`: any free port) */
  metricsUrl?: string;
  token(role: Role, opts?: { userId?: string; plan?: PlanCode }): string;
  close(): Promise<void>;
}

/**
 * A real gateway on a free port with its own nats-server (so no identity replica on the shared
 * NATS answers), or the given one (a stack of real services), the machine's Redis and PostgreSQL. Throttling is off unless env turns it on.
 */
export async function startGateway(env: Env = {}, opts: { nats?: TestNatsServer } = {}): Promise<RunningGateway> {
  process.env.LOG_LEVEL ??= 'warn';
  // a stack's nats-server (real services behind the gateway) stays the stack's to stop
  const nats = opts.nats ?? (await startNatsServer({ jetstream: false }));
  const config = loadGatewayConfig({
    NODE_ENV: 'test',
    NATS_URL: nats.url,
    NATS_USER: 'gateway',
    NATS_PASSWORD: nats.credentials('gateway').password,
    REDIS_URL: process.env.REDIS_URL,
    THROTTLE_DISABLED: '1',
    SERVICE_TIMEOUT_MS: '1500',
    // no metrics port unless a test asks for one: gateways in parallel test files would all want 9464
    METRICS_PORT: 'off',
    ...env,
  });
  const app = await createGatewayApp(config);
  // routes are registered when the app initialises (listen): record them as Fastify sees them
  const servedRoutes = new Set<string>();
  app.getHttpAdapter().getInstance().addHook('onRoute', (route) => {
    for (const method of ([] as string[]).concat(route.method)) servedRoutes.add(`${method} ${route.url}`);
  });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  const metrics = await startGatewayMetricsServer(config, { host: '127.0.0.1' });
  return {
    app,
    config,
    nats,
    servedRoutes,
    url: `http://127.0.0.1:${port}`,
    metricsUrl: metrics && `http://127.0.0.1:${metrics.port}/metrics`,
    token: (role, opts = {}) =>
      // identity's role in tests: the gateway itself only holds the public key
      signAccessToken({ sub: opts.userId ?? uniqueId(), role, plan: opts.plan ?? 'free', sid: uniqueId() }, DEV_JWT_PRIVATE_KEY),
    close: async () => {
      await metrics?.close();
      await app.close();
      if (!opts.nats) await nats.dispose();
    },
  };
}
