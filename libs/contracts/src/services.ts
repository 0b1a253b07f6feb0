/**
 * The platform's domain services: NATS queue group, database name, health subject and the port of
 * their HTTP health endpoint, and the JetStream stream holding their events
 * (`<service>.<entity>.<event>.v<N>`). Identity's own subjects live in identity.ts.
 */
export const SERVICES = {
  identity: { name: 'identity', database: 'identity', healthSubject: 'identity.health', healthPort: 3101, stream: { name: 'IDENTITY', subjects: ['identity.*.*.*'] } },
  catalog: { name: 'catalog', database: 'catalog', healthSubject: 'catalog.health', healthPort: 3102, stream: { name: 'CATALOG', subjects: ['catalog.*.*.*'] } },
  orders: { name: 'orders', database: 'orders', healthSubject: 'orders.health', healthPort: 3103, stream: { name: 'ORDERS', subjects: ['orders.*.*.*'] } },
  coins: { name: 'coins', database: 'coins', healthSubject: 'coins.health', healthPort: 3104, stream: { name: 'COINS', subjects: ['coins.*.*.*'] } },
  walletPayments: { name: 'wallet-payments', database: 'wallet_payments', healthSubject: 'wallet-payments.health', healthPort: 3105, stream: { name: 'WALLET_PAYMENTS', subjects: ['wallet-payments.*.*.*'] } },
  chat: { name: 'chat', database: 'chat', healthSubject: 'chat.health', healthPort: 3106, stream: { name: 'CHAT', subjects: ['chat.*.*.*'] } },
} as const;
export type ServiceKey = keyof typeof SERVICES;

export const CoinsSubjects = { health: SERVICES.coins.healthSubject } as const;
export const WalletPaymentsSubjects = { health: SERVICES.walletPayments.healthSubject } as const;
export const ChatSubjects = { health: SERVICES.chat.healthSubject } as const;

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
