import { useSession } from '@resellpk/web-session';
import { DashboardPage } from './dashboard-page';
import { HelperHome } from './helper-home';

/** `/admin`: the dashboard for admins, the helper's home card for top-up helpers. */
export function AdminHomePage() {
  const { user } = useSession();
  return user?.role === 'admin' ? <DashboardPage /> : <HelperHome />;
}
