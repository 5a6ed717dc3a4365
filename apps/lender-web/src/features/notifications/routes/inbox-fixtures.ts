// Inbox items shared by the notifications tests and stories (not shipped): one of each link kind,
// newest first, in the server's words.
import type { NotificationItem, NotificationListResponse } from '@pendana/api-sdk';

export const notificationItem = (patch: Partial<NotificationItem>): NotificationItem => ({
  id: 1042,
  kind: 'yield_received',
  title: 'Imbal hasil diterima',
  body: 'Imbal hasil Rp 98.000 dari Pembiayaan Ruko Syariah masuk ke saldo Anda.',
  payload: { amount: 98_000, tax: 17_294, project_id: 21, project_name: 'Pembiayaan Ruko Syariah' },
  created_at: '2026-11-26T03:15:00.000Z',
  read_at: null,
  ...patch,
});

export const INBOX_ITEMS: NotificationItem[] = [
  notificationItem({}),
  notificationItem({
    id: 1041,
    kind: 'withdrawal_paid',
    title: 'Penarikan dibayar',
    body: 'Penarikan Rp 250.000 sudah masuk ke rekening Bank Syariah Indonesia Anda.',
    payload: { withdrawal_id: 9, amount: 250_000, reason: null },
    created_at: '2026-11-25T08:40:00.000Z',
  }),
  notificationItem({
    id: 1040,
    kind: 'funding_confirmed',
    title: 'Pendanaan dikonfirmasi',
    body: 'Pendanaan Rp 1.000.000 untuk Pembiayaan Rumah Tapak Krukut Raya sudah dikonfirmasi.',
    payload: {
      funding_id: 301,
      project_id: 17,
      project_name: 'Pembiayaan Rumah Tapak Krukut Raya',
      amount: 1_000_000,
    },
    created_at: '2026-11-20T02:00:00.000Z',
    read_at: '2026-11-20T05:00:00.000Z',
  }),
];

export const inboxPage = (
  items: NotificationItem[],
  nextBefore: number | null = null,
  unread = items.filter((item) => item.read_at === null).length,
): NotificationListResponse => ({ data: { items, next_before: nextBefore, unread } });
