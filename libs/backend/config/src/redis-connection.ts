/**
 * ioredis / BullMQ connection options from a redis:// URL (BullMQ workers need
 * maxRetriesPerRequest null: a blocking read must wait for Redis to come back, not fail).
 */
export function redisConnection(url: string) {
  const u = new URL(url);
  return {
    host: u.hostname || '127.0.0.1',
    port: Number(u.port || 6379),
    username: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname && u.pathname.length > 1 ? Number(u.pathname.slice(1)) : undefined,
    tls: u.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}
