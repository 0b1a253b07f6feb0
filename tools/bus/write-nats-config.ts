/**
 * Writes infra/nats/auth.conf (and its copy for the cluster, infra/k8s/base/data/nats/auth.conf) from the bus registry (@resellpk/contracts): one NATS user per app
 * with exactly the subjects it calls, serves, emits and consumes. Run after changing the registry:
 *   node -r @swc-node/register tools/bus/write-nats-config.ts
 * (the service generator runs it; a test fails while the committed file is stale).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderNatsAuthConfig } from '@resellpk/contracts';

export const NATS_AUTH_CONFIG = path.resolve(__dirname, '../../infra/nats/auth.conf');
/** the same users for the JetStream cluster of infra/k8s (its ConfigMap cannot read files outside it) */
export const K8S_NATS_AUTH_CONFIG = path.resolve(__dirname, '../../infra/k8s/base/data/nats/auth.conf');

if (require.main === module) {
  for (const file of [NATS_AUTH_CONFIG, K8S_NATS_AUTH_CONFIG]) {
    writeFileSync(file, renderNatsAuthConfig());
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
}
