import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, createQueryClient } from '@resellpk/web-ui';
import { remoteRegistry } from '../remotes/remote-registry';
import type { RemoteName } from '../remotes/remote-manifest';
import { FirstPaintRelease, withFirstPaintData } from '../first-paint/first-paint';
import { LiveUpdates } from '../layout/live-updates';
import { buildRoutes } from './build-routes';

function useRemoteRoutes(name: RemoteName) {
  const state = useSyncExternalStore(remoteRegistry.subscribe, () => remoteRegistry.get(name));
  return state.status === 'ready' ? state.routes : null;
}

/**
 * Root of the host. The router is rebuilt when a remote's routes arrive (at most once per remote),
 * replacing that remote's loading gate with its real routes at the current URL.
 */
export function ShellApp() {
  const [queryClient] = useState(() => withFirstPaintData(createQueryClient()));
  const storefront = useRemoteRoutes('storefront');
  const admin = useRemoteRoutes('admin');
  const router = useMemo(() => createBrowserRouter(buildRoutes({ storefront, admin })), [storefront, admin]);
  // dispose the replaced router (not in an effect cleanup: StrictMode would dispose the live one)
  const previous = useRef(router);
  useEffect(() => {
    if (previous.current !== router) previous.current.dispose();
    previous.current = router;
  }, [router]);
  return (
    <AppProviders queryClient={queryClient}>
      <LiveUpdates />
      <RouterProvider router={router} />
      <FirstPaintRelease />
    </AppProviders>
  );
}
