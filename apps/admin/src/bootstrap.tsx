import { Navigate, Outlet } from 'react-router-dom';
import { mountStandalone } from '@resellpk/web-ui';
import routes from './routes';

// Standalone mode (port 4202) for the admin team: the same mount point as in the shell
// (`/admin`), so links inside the admin pages work unchanged.
mountStandalone([
  { path: '/admin', element: <Outlet />, children: routes },
  { path: '*', element: <Navigate to="/admin" replace /> },
]);
