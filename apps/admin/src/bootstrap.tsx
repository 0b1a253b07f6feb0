import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router-dom';
import { AppProviders, createQueryClient } from '@resellpk/web-ui';
import routes from './routes';

// Standalone mode (port 4202) for the admin team: the same providers as in the shell and the
// same mount point (`/admin`), so links inside the admin pages work unchanged.
const router = createBrowserRouter([
  { path: '/admin', element: <Outlet />, children: routes },
  { path: '*', element: <Navigate to="/admin" replace /> },
]);

function StandaloneAdmin() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <StandaloneAdmin />
  </StrictMode>,
);
