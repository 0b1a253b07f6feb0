import './tracing';
import 'reflect-metadata';
import cluster from 'node:cluster';
import { createLogger, type Logger } from '@resellpk/backend-logging';
import { loadGatewayConfig, type GatewayConfig } from './config/gateway-config';
import { createGatewayApp } from './create-app';
import { startGatewayMetricsServer } from './metrics/gateway-metrics-server';
import { GATEWAY_SHUTDOWN_BOUND_MS, logShutdownSignals } from './shutdown-signals';

/**
 * GATEWAY_WORKERS > 1: this process only forks the workers (they share the port through the
 * cluster module), replaces one that dies, and passes SIGTERM/SIGINT on so they close cleanly.
 */
function runPrimary(workers: number, config: GatewayConfig, logger: Logger): void {
  let stopping = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  // the workers' metrics, summed, on the internal METRICS_PORT
  startGatewayMetricsServer(config, { aggregateWorkers: true }).then(
    (server) => server && logger.info({ metricsPort: server.port }, 'gateway metrics served'),
    (err: Error) => logger.error({ err }, 'gateway metrics server failed to start'),
  );
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'gateway worker exited; starting another');
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  logger.info({ workers }, 'gateway primary started');
}

async function serve(config: GatewayConfig, logger: Logger): Promise<void> {
  const app = await createGatewayApp(config);
  logShutdownSignals(logger, 'gateway', { exitWithinMs: GATEWAY_SHUTDOWN_BOUND_MS });
  await app.listen(config.PORT, '0.0.0.0');
  // internal port only; in a cluster worker this just answers the primary
  const metrics = await startGatewayMetricsServer(config);
  logger.info({ port: config.PORT, metricsPort: metrics?.port, pid: process.pid, docs: `http://localhost:${config.PORT}/api/docs` }, 'gateway listening');
}

async function main(): Promise<void> {
  const logger = createLogger('gateway');
  let config: GatewayConfig;
  try {
    config = loadGatewayConfig();
  } catch (err) {
    // refuse to boot with a list of every bad variable
    logger.fatal((err as Error).message);
    process.exit(1);
  }
  if (config.GATEWAY_WORKERS > 1 && cluster.isPrimary) return runPrimary(config.GATEWAY_WORKERS, config, logger);
  await serve(config, logger);
}

main().catch((err) => {
  createLogger('gateway').fatal({ err }, 'gateway failed to start');
  process.exit(1);
});
