// My Account answers shared by the route's tests and stories (not shipped).
import type { CorporateProfile, IndividualProfile } from '@pendana/api-sdk';

export const PROFILE: IndividualProfile = {
  username: 'demo.individu',
  nama: 'Siti Aminah',
  agama: 1,
  status_pernikahan: 2,
  kewarganegaraan: 'WNI',
  warga_negara: 'Indonesia',
  nama_ibu_kandung: 'Fatimah',
  no_paspor: null,
  pic: null,
  lender_type: 1,
  is_active_rdl: false,
  is_new_lender_ekyc: true,
  email: 'demo.individu@pendana.test',
  no_hp: '6281234567890',
  signing: {
    privy_id: 'SIT-A1B2C3',
    privy_sign_link: null,
    privy_sign_status: 'Completed',
    vida_sign_id: 'VS-550e8400',
    signature_links: [
      {
        signature_link: 'https://sign.vida.id/envelopes/9b7c/sign?recipient=1',
        signer_email: 'demo.individu@pendana.test',
        signer_name: 'Siti Aminah',
      },
    ],
    envelopeID: '9b7c',
    vida_sign_status: 'SENT',
    tteTime: '2026-11-18T09:30:00+07:00',
  },
};

export const CORPORATE_PROFILE: CorporateProfile = {
  username: 'demo.korporasi',
  nama: 'PT Berkah Amanah Sejahtera',
  pic: null,
  lender_type: 2,
  is_active_rdl: true,
  is_new_lender_ekyc: false,
  email: 'keuangan@berkahamanah.co.id',
  npwp: '019876543210000',
  nama_pic: 'Budi Santoso',
  no_hp: '6281298765432',
  signing: PROFILE.signing,
};
