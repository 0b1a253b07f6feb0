import { NavLink } from 'react-router-dom';
import { useT } from '@resellpk/web-i18n';
import { useSession } from '@resellpk/web-session';
import { useUnreadNotificationCount } from '@resellpk/web-live';
import { BellIcon, CountBadge } from '@resellpk/web-ui';

const iconClass = ({ isActive }: { isActive: boolean }) => `rpk-icon-link${isActive ? ' active' : ''}`;

/** Top-bar bell with the unread notification count, kept live by the socket (notification:new). */
export function NotificationBell() {
  const t = useT();
  // not while the session is offline (unconfirmed): the count needs its token
  const { data } = useUnreadNotificationCount(useSession().status === 'authenticated');
  const count = data?.unreadCount ?? 0;
  const label = count > 0 ? t('Notifications ({{count}} unread)', { count }) : t('Notifications');
  return (
    // named by its (hidden) text, not aria-label: the visible count must be part of the name (WCAG 2.5.3)
    <NavLink to="/notifications" className={iconClass} title={label} data-testid="notifications-link">
      <span className="rpk-sr-only">{label}</span>
      <CountBadge count={count} overflow={99} testId="bell-badge" decorative>
        <BellIcon style={{ fontSize: 20 }} />
      </CountBadge>
    </NavLink>
  );
}
