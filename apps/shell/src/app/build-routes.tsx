import { Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { DocumentTitle } from '@resellpk/web-ui';
import { CustomerLayout } from '../layout/customer-layout';
import { PageLoading } from '../remotes/page-loading';
import { RemoteGate } from '../remotes/remote-gate';
import { RouteError } from '../remotes/route-error';

export interface LoadedRemotes {
  storefront: RouteObject[] | null;
  admin: RouteObject[] | null;
}

function AdminFrame() {
  // the admin remote brings its own layout; the shell adds no customer chrome here
  return (
    <>
      <DocumentTitle />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/**
 * Route tree of the shell: `/admin/*` mounts the admin remote's routes bare, everything else
 * mounts the storefront remote's routes (including its `*` 404) inside the customer layout.
 * A remote not loaded yet is a catch-all RemoteGate that loads it (or shows the retry panel).
 * A router built once a remote is there first loads the matched page's lazy chunk: meanwhile the
 * pathless route under each layout shows its hydrate fallback, so the chrome stays (and React
 * Router has no missing `HydrateFallback` to warn about).
 */
export function buildRoutes(remotes: LoadedRemotes): RouteObject[] {
  const adminGate: RouteObject[] = [
    { index: true, element: <RemoteGate name="admin" /> },
    { path: '*', element: <RemoteGate name="admin" /> },
  ];
  const storefrontGate: RouteObject[] = [
    { index: true, element: <RemoteGate name="storefront" /> },
    { path: '*', element: <RemoteGate name="storefront" /> },
  ];
  return [
    {
      path: '/admin',
      element: <AdminFrame />,
      children: [{ errorElement: <RouteError />, hydrateFallbackElement: <PageLoading />, children: remotes.admin ?? adminGate }],
    },
    {
      path: '/',
      element: <CustomerLayout />,
      // errors inside storefront pages render within the chrome, so navigation stays usable
      children: [{ errorElement: <RouteError />, hydrateFallbackElement: <PageLoading />, children: remotes.storefront ?? storefrontGate }],
    },
  ];
}
