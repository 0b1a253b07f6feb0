/**
 * Writes infra/nats/auth.conf from the bus registry (@resellpk/contracts): one NATS user per app
 * with exactly the subjects it calls, serves, emits and consumes. Run after changing the registry:
 *   node -r @swc-node/register tools/bus/write-nats-config.ts
 * (the service generator runs it; a test fails while the committed file is stale).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderNatsAuthConfig } from '@resellpk/contracts';

export const NATS_AUTH_CONFIG = path.resolve(__dirname, '../../infra/nats/auth.conf');

if (require.main === module) {
  writeFileSync(NATS_AUTH_CONFIG, renderNatsAuthConfig());
  console.log(`wrote ${path.relative(process.cwd(), NATS_AUTH_CONFIG)}`);
}
