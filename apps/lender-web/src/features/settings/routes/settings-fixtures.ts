// Settings answers shared by the route's tests and stories (not shipped).
import type { NotificationPreferencesResponse, SessionItem, UserInfo } from '@pendana/api-sdk';

export const USER_INFO: { data: UserInfo } = {
  data: {
    user_id: 1001,
    username: 'demo.individu',
    email: 'demo.individu@pendana.test',
    lender_type: 1,
    user_status: 'active',
    referal_code: 'SITI7A2',
    no_hp: '6281234567890',
    phone_verified: true,
    created_at: '2026-01-15T08:30:00+07:00',
    last_login: '2026-11-18T09:12:44+07:00',
  },
};

export const PHONE = { data: { nomorHp: '81234567890', kode_negara: '62', verified: true } };

export const TERMS = {
  id: 3,
  title: 'Syarat dan Ketentuan Pendana',
  writer: 'Legal Pendana',
  deskripsi: '<p>Dengan mendaftar, Anda menyetujui <strong>syarat</strong> ini.</p>',
};

/** The notification preferences: two switchable kinds, two always mailed. */
export const PREFERENCES: NotificationPreferencesResponse = {
  data: {
    lang: 'id',
    kinds: [
      { kind: 'funding_confirmed', email: true, email_required: false },
      { kind: 'yield_received', email: true, email_required: false },
      { kind: 'withdrawal_paid', email: true, email_required: true },
      { kind: 'password_changed', email: true, email_required: true },
    ],
  },
};

/** The lender's sessions: this laptop (first) and a phone. */
export const SESSIONS: { data: SessionItem[] } = {
  data: [
    {
      id: 311,
      browser: 'Chrome 131',
      os: 'Windows 10',
      device_type: 'desktop',
      ip_address: '203.0.113.24',
      first_seen_at: '2026-11-26T03:15:00.000Z',
      last_seen_at: '2026-11-27T08:02:00.000Z',
      current: true,
    },
    {
      id: 298,
      browser: 'Safari 18',
      os: 'iOS 18.1',
      device_type: 'mobile',
      ip_address: '198.51.100.7',
      first_seen_at: '2026-11-20T11:40:00.000Z',
      last_seen_at: '2026-11-25T21:10:00.000Z',
      current: false,
    },
    {
      id: 277,
      browser: null,
      os: null,
      device_type: 'unknown',
      ip_address: null,
      first_seen_at: '2026-11-18T02:00:00.000Z',
      last_seen_at: '2026-11-18T02:05:00.000Z',
      current: false,
    },
  ],
};
