/**
 * The Idempotency-Key a client sends with a request it may retry (a withdrawal, a top-up):
 * 1 to 100 letters, digits, - or _. One rule for the gateway and the services.
 */
export const CLIENT_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

export const isClientKey = (key: unknown): key is string => typeof key === 'string' && CLIENT_KEY_PATTERN.test(key);
