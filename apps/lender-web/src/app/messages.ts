// Texts of the dashboard layout and the coming-soon page (ids kept from features/dashboard).
import { messageGroup } from '../i18n/message-group';

export const dashboardLayoutMessages = messageGroup('dashboard.layout');

export const comingSoonMessages = messageGroup('dashboard.comingSoon');
