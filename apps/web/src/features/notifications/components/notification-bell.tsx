import { Link } from 'react-router';
import { useUnreadCount } from '../api/get-unread-count';

/** The header bell: unread count, linking to the notification list. */
export function NotificationBell({ to }: { to: string }) {
  const unread = useUnreadCount(true).data ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Link className="nav-link notification-bell" to={to} aria-label={label}>
      <svg
        aria-hidden="true"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
        <path d="M13.7 21a2 2 0 0 1-3.4 0" />
      </svg>
      {unread > 0 ? <span className="notification-bell__count">{unread > 99 ? '99+' : unread}</span> : null}
    </Link>
  );
}
