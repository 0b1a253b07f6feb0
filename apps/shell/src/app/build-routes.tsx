import { Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { CustomerLayout } from '../layout/customer-layout';
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
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/**
 * Route tree of the shell: `/admin/*` mounts the admin remote's routes bare, everything else
 * mounts the storefront remote's routes (including its `*` 404) inside the customer layout.
 * A remote not loaded yet is a catch-all RemoteGate that loads it (or shows the retry panel).
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
      children: [{ errorElement: <RouteError />, children: remotes.admin ?? adminGate }],
    },
    {
      path: '/',
      element: <CustomerLayout />,
      // errors inside storefront pages render within the chrome, so navigation stays usable
      children: [{ errorElement: <RouteError />, children: remotes.storefront ?? storefrontGate }],
    },
  ];
}
