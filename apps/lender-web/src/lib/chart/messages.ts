import { messageGroup } from '../../i18n/message-group';

/** The texts every chart shares: its table's toggle and columns. */
export const chartMessages = messageGroup('common.chart');
