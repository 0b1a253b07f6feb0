import { useSession } from '@resellpk/web-session';
import { useLiveSync } from '@resellpk/web-live';

/** One socket.io connection for the whole page while signed in (storefront, admin and top bar share it). */
export function LiveUpdates() {
  const { status } = useSession();
  useLiveSync(status === 'authenticated');
  return null;
}
