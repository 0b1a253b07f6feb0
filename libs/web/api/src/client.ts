import { ApiError } from './api-error';
import { authStore } from './auth-store';
import { apiUrl } from './config';
import { refreshSession } from './refresh';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Each request's own id, sent as `x-correlation-id`: the gateway logs it, keeps it on the request's
 * trace span and answers errors with it (or with the trace id when tracing is on), so a failed
 * request a user reports can be found in the logs and traces (docs/observability.md).
 */
export function newRequestId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

// auth endpoints answer 401 for wrong credentials or a dead cookie: refreshing there would loop
const NO_RETRY_PREFIX = '/auth/';

async function send(method: Method, path: string, body: unknown, opts: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', 'x-correlation-id': newRequestId(), ...opts.headers };
  const token = authStore.get().accessToken;
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(apiUrl(path), {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal: opts.signal,
    });
  } catch (e) {
    if ((e as Error)?.name === 'AbortError') throw e;
    throw ApiError.network();
  }
}

async function request<T>(method: Method, path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
  let res = await send(method, path, body, opts);
  if (res.status === 401 && !path.startsWith(NO_RETRY_PREFIX)) {
    const renewed = await refreshSession().catch(() => null);
    if (renewed) res = await send(method, path, body, opts);
  }
  if (!res.ok) throw await ApiError.fromResponse(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** REST client for the gateway's /api/v1. Paths are relative to /api/v1, e.g. `api.get('/me')`. */
export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, body, opts),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', path, body, opts),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, body, opts),
  del: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('DELETE', path, body, opts),
};
