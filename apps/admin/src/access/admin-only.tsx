import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '@resellpk/web-session';
import { ADMIN_BASE, isAdminRole } from './staff-access';

/**
 * Pages only an admin may open. A top-up helper who types such a URL lands on the admin home,
 * which shows the helper their own sections. Runs inside StaffArea, so the user is staff here.
 */
export function AdminOnly() {
  const { user } = useSession();
  if (!isAdminRole(user?.role)) return <Navigate to={ADMIN_BASE} replace />;
  return <Outlet />;
}
