import { useSession } from '@resellpk/web-session';
import { DashboardPage } from './DashboardPage';
import { HelperHome } from './HelperHome';

/** `/admin`: the dashboard for admins, the helper's home card for topup helpers. */
export function AdminHomePage() {
  const { user } = useSession();
  return user?.role === 'admin' ? <DashboardPage /> : <HelperHome />;
}
