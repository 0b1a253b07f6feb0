import { useEffect, useSyncExternalStore } from 'react';
import { ensureRemote, remoteRegistry } from './remote-registry';
import type { RemoteName } from './remote-manifest';
import { PageLoading } from './page-loading';
import { RemoteErrorPanel } from './remote-error-panel';

/**
 * Stands in for a remote's routes until they are loaded. When they are, the shell rebuilds its
 * router with the real routes and this component unmounts.
 */
export function RemoteGate({ name }: { name: RemoteName }) {
  const state = useSyncExternalStore(remoteRegistry.subscribe, () => remoteRegistry.get(name));
  useEffect(() => {
    ensureRemote(name);
  }, [name]);
  if (state.status === 'failed') return <RemoteErrorPanel onRetry={() => ensureRemote(name, { retry: true })} />;
  return <PageLoading />;
}
