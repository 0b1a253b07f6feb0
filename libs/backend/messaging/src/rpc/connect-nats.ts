import { connect, type ConnectionOptions, type NatsConnection } from 'nats';

/** Who an app is on the bus: its NATS user (optional in tests of the client itself) and its reply-inbox prefix. */
export interface NatsIdentity {
  user?: string;
  password?: string;
  /** `_INBOX_<app>`: NATS lets each app subscribe to its own replies only */
  inboxPrefix?: string;
}

/**
 * Connects to NATS and keeps reconnecting forever: a service outlives a NATS restart instead of
 * crashing. Waits for the first connection too, so boot order between containers does not matter.
 */
export function connectNats(url: string, name: string, options: Partial<ConnectionOptions> & NatsIdentity = {}): Promise<NatsConnection> {
  const { password, ...rest } = options;
  return connect({
    servers: url.split(',').map((s) => s.trim()),
    name,
    ...(rest.user ? { user: rest.user, pass: password ?? '' } : {}),
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    reconnectJitter: 250,
    waitOnFirstConnect: true,
    pingInterval: 10_000,
    // nats.js otherwise captures two stack traces (new Error) per request just in case it times
    // out; our timeouts become ServiceFailure('TIMEOUT') and never show that stack
    noAsyncTraces: true,
    ...rest,
  });
}
