// Texts of the dashboard layout (ids kept from features/dashboard).
import { messageGroup } from '../i18n/message-group';

export const dashboardLayoutMessages = messageGroup('dashboard.layout');
