import { connect, type ConnectionOptions, type NatsConnection } from 'nats';

/**
 * Connects to NATS and keeps reconnecting forever: a service outlives a NATS restart instead of
 * crashing. Waits for the first connection too, so boot order between containers does not matter.
 */
export function connectNats(url: string, name: string, options: Partial<ConnectionOptions> = {}): Promise<NatsConnection> {
  return connect({
    servers: url.split(',').map((s) => s.trim()),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    reconnectJitter: 250,
    waitOnFirstConnect: true,
    pingInterval: 10_000,
    // nats.js otherwise captures two stack traces (new Error) per request just in case it times
    // out; our timeouts become ServiceFailure('TIMEOUT') and never show that stack
    noAsyncTraces: true,
    ...options,
  });
}
