import { shutdownTracing } from '@resellpk/backend-observability/tracing';
import { createServiceApp, migrateServiceDatabase, resolveHealthPort, type RunningService } from './create-service-app';
import type { ServiceDefinition } from './service-definition';

// above REQUEST_DRAIN_MS plus the relay flush and the jobs; tools/stack.js and compose wait longer still
const SHUTDOWN_GRACE_MS = 12_000;

/**
 * Entry point of every service's main.ts: starts it (see createServiceApp), exposes HTTP health on
 * HEALTH_PORT / def.healthPort, and shuts down cleanly on SIGTERM/SIGINT. A bad configuration or
 * an unreachable database makes the process exit with code 1 after logging why.
 */
export async function bootstrapService(def: ServiceDefinition): Promise<RunningService> {
  // the migration Job of a deployment (infra/k8s): the schema, then exit, nothing served
  if (['1', 'true'].includes(process.env.MIGRATE_ONLY ?? '')) {
    try {
      const applied = await migrateServiceDatabase(def);
      console.log(JSON.stringify({ level: 'info', service: def.service, msg: applied.length ? 'migrations applied' : 'database schema up to date', applied }));
      process.exit(0);
    } catch (error) {
      console.error(JSON.stringify({ level: 'fatal', service: def.service, msg: 'migrations failed', err: (error as Error).message ?? String(error) }));
      process.exit(1);
    }
  }
  let running: RunningService;
  try {
    running = await createServiceApp(def, { healthPort: resolveHealthPort(def) });
  } catch (error) {
    // Logger may not exist yet (bad config): stderr is what the operator will see.
    console.error(JSON.stringify({ level: 'fatal', service: def.service, msg: 'service failed to start', err: (error as Error).message ?? String(error) }));
    process.exit(1);
  }
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      running.logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // the last spans leave before the process does (a no-op with tracing off)
    running.close().then(shutdownTracing).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  return running;
}
