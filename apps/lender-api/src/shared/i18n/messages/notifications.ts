/** Texts of the notification preferences' refusals. */
export const NOTIFICATION_MESSAGES = {
  'notifications.kindTwice': {
    id: 'Setiap jenis notifikasi hanya boleh disebut sekali.',
    en: 'Name each notification kind once.',
  },
  'notifications.alwaysMailed': {
    id: 'Email untuk {kind} selalu dikirim dan tidak dapat dimatikan.',
    en: 'E-mails for {kind} are always sent and cannot be turned off.',
  },
} as const;
