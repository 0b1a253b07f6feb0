/**
 * The platform's domain services, written once: everything that names services derives from this
 * list or is checked against it by a test (the stack script, lint scopes, the gateway's bus
 * client, the NATS permissions, docker-compose). `nx g @resellpk/workspace-plugin:service` adds
 * an entry.
 *
 * - `name`: NATS queue group, subject prefix (`<name>.<verb>`), Nx scope (`scope:<name>`)
 * - `app`: the Nx project and folder (`apps/<app>`), the docker-compose service
 * - `database`: the PostgreSQL database it owns
 * - `healthPort`: its HTTP health endpoint in development
 * - `stream`: the JetStream stream of its events (`<name>.<entity>.<event>.v<N>`)
 */
export const SERVICES = {
  identity: { name: 'identity', app: 'identity-service', database: 'identity', healthPort: 3101, stream: 'IDENTITY' },
  catalog: { name: 'catalog', app: 'catalog-service', database: 'catalog', healthPort: 3102, stream: 'CATALOG' },
  orders: { name: 'orders', app: 'orders-service', database: 'orders', healthPort: 3103, stream: 'ORDERS' },
  coins: { name: 'coins', app: 'coins-service', database: 'coins', healthPort: 3104, stream: 'COINS' },
  walletPayments: { name: 'wallet-payments', app: 'wallet-payments-service', database: 'wallet_payments', healthPort: 3105, stream: 'WALLET_PAYMENTS' },
  chat: { name: 'chat', app: 'chat-service', database: 'chat', healthPort: 3106, stream: 'CHAT' },
} as const;
export type ServiceKey = keyof typeof SERVICES;
export type ServiceSpec = (typeof SERVICES)[ServiceKey];
export type ServiceName = ServiceSpec['name'];

/** Every service, in the order of SERVICES (the order the stack starts them). */
export const SERVICE_LIST: readonly ServiceSpec[] = Object.values(SERVICES);

/** `<name>.health`: every service answers it over NATS with its dependency checks. */
export function healthSubjectOf<N extends ServiceName>(name: N): `${N}.health` {
  return `${name}.health`;
}
/** The stream holding a service's events: its four-token subjects only, never its commands. */
export function streamSubjectsOf(name: ServiceName): string[] {
  return [`${name}.*.*.*`];
}

export interface DependencyCheck {
  ok: boolean;
  latencyMs: number;
  error?: string;
}
/** Reply data of every `<service>.health` request and body of every health endpoint. */
export interface ServiceHealth {
  status: 'ok' | 'error';
  checks: Record<string, DependencyCheck>;
}
