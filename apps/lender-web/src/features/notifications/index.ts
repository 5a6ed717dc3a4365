// Notifications: the bell in the dashboard's header (the unread count, read from the server) and the
// inbox page `/dashboard/notifications` it opens. The e-mail preferences live in Settings.
export { NotificationBell } from './components/notification-bell';

export const lazyInboxRoute = () =>
  import('./routes/inbox-route').then((m) => ({ Component: m.InboxRoute }));
