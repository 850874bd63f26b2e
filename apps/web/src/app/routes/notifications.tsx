import { NotificationList } from '../../features/notifications/components/notification-list';

/** `/<role>/notifications`. */
export function NotificationsRoute() {
  return (
    <>
      <title>Notifications · Talentport</title>
      <NotificationList />
    </>
  );
}
