import { getInstance, init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router-dom';
import { fetchManifest } from './manifest-fetch';
import { entryForAttempt, type RemoteName } from './remote-manifest';

export type RemoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; routes: RouteObject[] }
  | { status: 'failed'; error: Error };

/**
 * Loads each remote's `./routes` at runtime, once, from the URLs in /mf-manifest.json, so a remote
 * deploys without rebuilding the shell. State is module-level and observed with useSyncExternalStore.
 */
const states: Record<RemoteName, RemoteState> = { storefront: { status: 'idle' }, admin: { status: 'idle' } };
const attempts: Record<RemoteName, number> = { storefront: 0, admin: 0 };
const listeners = new Set<() => void>();

function setState(name: RemoteName, state: RemoteState) {
  states[name] = state;
  listeners.forEach((l) => l());
}

export const remoteRegistry = {
  get: (name: RemoteName): RemoteState => states[name],
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function federation() {
  // the bundler runtime already created the host instance named "shell"; init returns it
  return getInstance() ?? init({ name: 'shell', remotes: [] });
}

/** Starts loading a remote's routes unless already loading or loaded; `retry` re-attempts a failure. */
export function ensureRemote(name: RemoteName, opts: { retry?: boolean } = {}): void {
  const current = states[name];
  if (current.status === 'loading' || current.status === 'ready') return;
  if (current.status === 'failed' && !opts.retry) return;
  setState(name, { status: 'loading' });
  void (async () => {
    try {
      const urls = await fetchManifest();
      federation();
      const attempt = attempts[name]++;
      registerRemotes([{ name, entry: entryForAttempt(urls[name], attempt) }], { force: attempt > 0 });
      const mod = await loadRemote<{ default?: unknown }>(`${name}/routes`);
      const routes = mod?.default;
      if (!Array.isArray(routes)) throw new Error(`Remote "${name}" did not export its routes`);
      setState(name, { status: 'ready', routes: routes as RouteObject[] });
    } catch (e) {
      console.error(`[shell] remote "${name}" failed to load`, e);
      setState(name, { status: 'failed', error: e instanceof Error ? e : new Error(String(e)) });
    }
  })();
}
