import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { createQueryClient } from './query-client';

/**
 * Runs a remote on its own port (its team's development mode) with the same providers the shell
 * gives it; `routeTree` mounts the remote's routes where the shell would.
 */
export function mountStandalone(routeTree: RouteObject[]): void {
  const router = createBrowserRouter(routeTree);
  function Standalone() {
    const [queryClient] = useState(createQueryClient);
    return (
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    );
  }
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Standalone />
    </StrictMode>,
  );
}
