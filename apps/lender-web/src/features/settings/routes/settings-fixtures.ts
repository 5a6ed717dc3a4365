// Settings answers shared by the route's tests and stories (not shipped).
import type { NotificationPreferencesResponse, UserInfo } from '@pendana/api-sdk';

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
