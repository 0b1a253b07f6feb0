/**
 * What runs in a cluster, derived from the one service list (SERVICE_LIST in @resellpk/contracts)
 * plus the gateway and the web server: infra/k8s and the per-app deploy workflows are generated
 * from it (tools/deploy/generate.ts), so a new service gets its manifests and its pipeline by
 * running the generator, and a test fails until it does.
 */
import { SERVICE_LIST, type ServiceSpec } from '@resellpk/contracts';

export type AppKind = 'service' | 'gateway' | 'web';

export interface DeployedApp {
  /** Nx project, image, Deployment and container name */
  app: string;
  kind: AppKind;
  service?: ServiceSpec;
  /** the port its probes use */
  probePort: number;
  /** scaled by a HorizontalPodAutoscaler (the issue names the tiers that take the load) */
  autoscaled: boolean;
  /** talks to Redis: the gateway (sessions, rate limits) and the services with repeating jobs (BullMQ) */
  redis: boolean;
  /** keys of its own Secret (`<app>`), each given to the container as the variable of that name */
  secretKeys: string[];
  dockerfile: string;
}

/** The services whose repeating jobs live in BullMQ (plan expiry, order recovery, payment expiry). */
const SERVICES_WITH_REDIS = new Set(['identity', 'orders', 'wallet-payments']);
const AUTOSCALED = new Set(['gateway', 'catalog', 'coins', 'chat']);
/** What a service needs beyond its bus and database passwords (docker-compose.yml says the same). */
const EXTRA_SECRETS: Record<string, string[]> = {
  identity: ['JWT_PRIVATE_KEY', 'SMTP_URL', 'FIELD_ENCRYPTION_KEYS'],
  'wallet-payments': ['FIELD_ENCRYPTION_KEYS'],
};

export const DEPLOYED_APPS: DeployedApp[] = [
  ...SERVICE_LIST.map<DeployedApp>((service) => ({
    app: service.app,
    kind: 'service',
    service,
    probePort: service.healthPort,
    autoscaled: AUTOSCALED.has(service.name),
    redis: SERVICES_WITH_REDIS.has(service.name),
    secretKeys: ['NATS_PASSWORD', 'DB_PASSWORD', 'DB_MIGRATION_PASSWORD', ...(EXTRA_SECRETS[service.name] ?? [])],
    dockerfile: 'infra/docker/node-app.Dockerfile',
  })),
  {
    app: 'gateway',
    kind: 'gateway',
    probePort: 3000,
    autoscaled: true,
    redis: true,
    secretKeys: ['NATS_PASSWORD', 'DB_PASSWORD', 'JWT_PUBLIC_KEY'],
    dockerfile: 'infra/docker/node-app.Dockerfile',
  },
  { app: 'web-server', kind: 'web', probePort: 4200, autoscaled: false, redis: false, secretKeys: [], dockerfile: 'infra/docker/web.Dockerfile' },
];

/** `resellpk/<app>`: the name in the base; each overlay's `images:` gives registry and tag. */
export const imageOf = (app: string) => `resellpk/${app}`;
