import '../notifications.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { formatWhen } from '../../../lib/format-date';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';

/** Everything that happened to the person's applications, posts and invitations, newest first. */
export function NotificationList() {
  const [page, setPage] = useState(1);
  const query = useNotifications(page);
  const markRead = useMarkNotificationsRead();
  const hasUnread = query.data?.items.some((item) => !item.isRead) ?? false;
  return (
    <div className="page">
      <div className="heading-row">
        <h1>Notifications</h1>
        {hasUnread ? (
          <Button
            variant="secondary"
            className="button--compact"
            isPending={markRead.isPending}
            onClick={() => markRead.mutate({ isAll: true })}
          >
            Mark all read
          </Button>
        ) : null}
      </div>
      {query.isError ? <Alert>{query.error.message}</Alert> : null}
      {query.data?.items.length === 0 ? (
        <div className="empty-state">
          <p>Nothing yet. Updates about your applications, posts and invitations appear here.</p>
        </div>
      ) : null}
      <ul className="notification-list">
        {query.data?.items.map((item) => (
          <li key={item._id} className={`notification${item.isRead ? '' : ' notification--unread'}`}>
            <p className="notification__title">
              {item.link ? (
                <Link to={item.link} onClick={() => !item.isRead && markRead.mutate({ ids: [item._id] })}>
                  {item.title}
                </Link>
              ) : (
                item.title
              )}
              {item.isRead ? null : <span className="visually-hidden"> (unread)</span>}
            </p>
            {item.body ? <p className="notification__body">{item.body}</p> : null}
            <p className="muted notification__time">{formatWhen(item.createdAt, 'dateTime')}</p>
          </li>
        ))}
      </ul>
      {query.data ? (
        <Pagination page={page} total={query.data.total} recordPerPage={20} onPageChange={setPage} />
      ) : null}
    </div>
  );
}
