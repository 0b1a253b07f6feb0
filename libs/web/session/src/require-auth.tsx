import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Role } from '@resellpk/contracts';
import { useSession } from './session-context';

export interface RequireAuthProps {
  children?: ReactNode;
  /** when set, other roles are sent to their own home instead */
  roles?: Role[];
  /** where anonymous visitors go; /login by default */
  loginPath?: string;
  /** where a signed-in user without one of `roles` goes */
  forbiddenPath?: string;
}

/**
 * Gate for signed-in pages: waits for the silent refresh, then renders or redirects to /login. While
 * the session is offline (the API did not answer) it keeps waiting: the user is not sent to log in,
 * the layout shows the offline notice, and the page renders once the retried refresh succeeds.
 */
export function RequireAuth({ children, roles, loginPath = '/login', forbiddenPath = '/' }: RequireAuthProps) {
  const { status, user, signedOutFrom } = useSession();
  const location = useLocation();
  if (status === 'loading' || status === 'offline') {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }} aria-busy="true">
        {/* the kit's spinner class (web-ui's stylesheet, always mounted by AppProviders); web-ui
            depends on this lib, so the component itself cannot be imported here */}
        <span className="rpk-spinner rpk-spinner-lg" role="status" aria-label="Loading" />
      </div>
    );
  }
  // a deliberate logout on a protected page goes home instead of asking to log in again
  if (status === 'anonymous' && signedOutFrom === location.pathname) return <Navigate to="/" replace />;
  if (status === 'anonymous' || !user) {
    return <Navigate to={loginPath} replace state={{ from: location.pathname + location.search }} />;
  }
  if (roles && !roles.includes(user.role)) return <Navigate to={forbiddenPath} replace />;
  return children ? <>{children}</> : <Outlet />;
}
