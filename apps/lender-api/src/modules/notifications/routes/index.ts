import type { ApiRoute } from '../../../http/route.ts';
import { getUnreadNotificationCountRoute } from './get-unread-notification-count.ts';
import { listNotificationsRoute } from './list-notifications.ts';
import { markAllNotificationsReadRoute } from './mark-all-notifications-read.ts';
import { markNotificationReadRoute } from './mark-notification-read.ts';
import {
  getNotificationPreferencesRoute,
  updateNotificationPreferencesRoute,
} from './notification-preferences.ts';

/** The notifications module's operations. */
export const notificationsRoutes: readonly ApiRoute[] = [
  listNotificationsRoute,
  getUnreadNotificationCountRoute,
  markAllNotificationsReadRoute,
  markNotificationReadRoute,
  getNotificationPreferencesRoute,
  updateNotificationPreferencesRoute,
];
