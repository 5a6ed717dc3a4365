// The certificate profile shared by the route's tests and stories (not shipped).
import type { CertificateProfile } from '@pendana/api-sdk';

export const CERTIFICATE_PROFILE: CertificateProfile = {
  id: 1001,
  email: 'demo.individu@pendana.test',
  dana_tersedia: 2_500_000,
  total_aset: 11_650_000,
  va: '8808101812345678',
  mutasi: [
    {
      id: 5012,
      nominal: 1_000_000,
      perihal: 'Transfer Rekening',
      tipe: 'CREDIT',
      created_at: '2026-11-20T10:00:00+07:00',
    },
  ],
  status_button_akad: 'unduh',
  certificate_available: true,
  cif_number: '9100012345',
  account_number: '0123456789',
};
