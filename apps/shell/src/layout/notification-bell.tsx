import { NavLink } from 'react-router-dom';
import { useT } from '@resellpk/web-i18n';
import { useUnreadNotificationCount } from '@resellpk/web-live';
import { BellIcon, CountBadge } from '@resellpk/web-ui';

const iconClass = ({ isActive }: { isActive: boolean }) => `rpk-icon-link${isActive ? ' active' : ''}`;

/** Top-bar bell with the unread notification count, kept live by the socket (notification:new). */
export function NotificationBell() {
  const t = useT();
  const { data } = useUnreadNotificationCount();
  const count = data?.unreadCount ?? 0;
  const label = count > 0 ? t('Notifications ({{count}} unread)', { count }) : t('Notifications');
  return (
    <NavLink to="/notifications" className={iconClass} aria-label={label} title={label} data-testid="notifications-link">
      <CountBadge count={count} overflow={99} testId="bell-badge">
        <BellIcon style={{ fontSize: 20 }} />
      </CountBadge>
    </NavLink>
  );
}
