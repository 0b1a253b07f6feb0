import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { AppProviders, createQueryClient } from '@resellpk/web-ui';
import routes from './routes';

// Standalone mode (port 4201) for the storefront team: the same providers as in the shell,
// routes mounted at `/` without the shell's chrome.
const router = createBrowserRouter([{ path: '/', element: <Outlet />, children: routes }]);

function StandaloneStorefront() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <StandaloneStorefront />
  </StrictMode>,
);
