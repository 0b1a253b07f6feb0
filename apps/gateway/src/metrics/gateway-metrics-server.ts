import cluster from 'node:cluster';
import { answerClusterPrimary, clusterMetricsText, metricsText, startMetricsServer, type MetricsServer } from '@resellpk/backend-observability';
import type { GatewayConfig } from '../config/gateway-config';

/**
 * `/metrics` on METRICS_PORT, an internal port (the public PORT never serves it). A single gateway
 * process serves its own metrics. Cluster mode (GATEWAY_WORKERS > 1): the primary serves the sum
 * of its workers (`aggregateWorkers`); a worker opens no metrics port (workers would share it and
 * a scrape would reach one at random) and answers the primary instead. Resolves to undefined when
 * METRICS_PORT is `off`, or in a worker.
 */
export async function startGatewayMetricsServer(
  config: Pick<GatewayConfig, 'METRICS_PORT'>,
  { aggregateWorkers = false, host = '0.0.0.0' }: { aggregateWorkers?: boolean; host?: string } = {},
): Promise<MetricsServer | undefined> {
  if (cluster.isWorker) {
    answerClusterPrimary();
    return undefined;
  }
  if (config.METRICS_PORT === false) return undefined;
  return startMetricsServer(config.METRICS_PORT, host, aggregateWorkers ? clusterMetricsText : metricsText);
}
