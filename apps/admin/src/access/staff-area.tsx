import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@resellpk/web-session';
import { SessionOfflineNotice } from '@resellpk/web-ui';
import { ADMIN_LOGIN_PATH, isStaffRole } from './staff-access';
import { AdminLayout } from '../layout/admin-layout';
import { FullPageSpinner } from './full-page-spinner';

/**
 * Layout route of every admin page except login: only an authenticated admin or top-up helper
 * gets the panel; everyone else (visitors, resellers) is sent to the admin login.
 */
export function StaffArea() {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  // the API did not answer the refresh: still signed in, waiting for it under the offline notice
  if (status === 'offline') {
    return (
      <>
        <SessionOfflineNotice />
        <FullPageSpinner />
      </>
    );
  }
  if (status !== 'authenticated' || !user || !isStaffRole(user.role)) {
    return <Navigate to={ADMIN_LOGIN_PATH} replace state={{ from: location.pathname }} />;
  }
  return <AdminLayout user={user} />;
}
