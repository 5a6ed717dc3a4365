import type { LenderType, UserStatus } from '../db/schema/index.ts';
import type { Database } from '../db/database.ts';

export const DEMO_PASSWORD = 'Pendana123!';

export interface DemoLender {
  username: string;
  email: string;
  lenderType: LenderType;
  status: UserStatus;
  nama: string | null;
  emailVerified: boolean;
  isActiveRdl: boolean;
  description: string;
}

/** The demo logins printed at start; all use DEMO_PASSWORD. */
export const DEMO_LENDERS: readonly DemoLender[] = [
  {
    username: 'demo.individu',
    email: 'demo.individu@pendana.test',
    lenderType: 1,
    status: 'active',
    nama: 'Budi Santoso',
    emailVerified: true,
    isActiveRdl: true,
    description: 'individual lender, verified',
  },
  {
    username: 'demo.korporasi',
    email: 'demo.korporasi@pendana.test',
    lenderType: 2,
    status: 'active',
    nama: 'PT Maju Bersama Syariah',
    emailVerified: true,
    isActiveRdl: true,
    description: 'corporate lender (badan hukum), verified',
  },
  {
    username: 'demo.rdl',
    email: 'demo.rdl@pendana.test',
    lenderType: 1,
    status: 'active',
    nama: 'Rahmat Hidayat',
    emailVerified: true,
    isActiveRdl: false,
    description: 'individual lender, verified, no lender account (RDL) yet',
  },
  {
    username: 'demo.riwayat',
    email: 'demo.riwayat@pendana.test',
    lenderType: 1,
    status: 'active',
    nama: 'Siti Rahmawati',
    emailVerified: true,
    isActiveRdl: true,
    description: 'individual lender with history: a project ended, one late, one defaulted',
  },
  {
    username: 'demo.jatuhtempo',
    email: 'demo.jatuhtempo@pendana.test',
    lenderType: 1,
    status: 'active',
    nama: 'Andi Pratama',
    emailVerified: true,
    isActiveRdl: true,
    description:
      'individual lender whose project’s last repayment is due today: repay it on the sandbox project life page, the principal comes back, withdraw it',
  },
  {
    username: 'demo.jatuhtempo2',
    email: 'demo.jatuhtempo2@pendana.test',
    lenderType: 1,
    status: 'active',
    nama: 'Maya Kusuma',
    emailVerified: true,
    isActiveRdl: true,
    description: 'the same as demo.jatuhtempo, with a project of its own',
  },
  {
    username: 'demo.kabar',
    email: 'demo.kabar@pendana.test',
    lenderType: 1,
    status: 'active',
    nama: 'Hendra Wijaya',
    emailVerified: true,
    isActiveRdl: true,
    description:
      'individual lender whose project’s first yield is due today: pay it on the sandbox project life page, the notification arrives',
  },
  {
    username: 'demo.kabar2',
    email: 'demo.kabar2@pendana.test',
    lenderType: 1,
    status: 'active',
    nama: 'Lestari Putri',
    emailVerified: true,
    isActiveRdl: true,
    description: 'the same as demo.kabar, with a project of its own',
  },
  {
    username: 'demo.baru',
    email: 'demo.baru@pendana.test',
    lenderType: 1,
    status: 'notfilled',
    nama: null,
    emailVerified: true,
    isActiveRdl: false,
    description: 'new individual lender, KYC not filled',
  },
  {
    username: 'demo.setengah',
    email: 'demo.setengah@pendana.test',
    lenderType: 1,
    status: 'notfilled',
    nama: 'Dewi Lestari',
    emailVerified: true,
    isActiveRdl: false,
    description: 'individual lender, eKYC half done (personal data saved, step 2)',
  },
  {
    username: 'demo.paspor',
    email: 'demo.paspor@pendana.test',
    lenderType: 1,
    status: 'notfilled',
    nama: 'Aiko Tanaka',
    emailVerified: true,
    isActiveRdl: false,
    description: 'foreign individual lender on the passport path (personal data saved)',
  },
];

/** The demo accounts (published password) present in a database; a production start refuses them. */
export async function demoAccountsIn(database: Database): Promise<string[]> {
  const rows = await database.db
    .selectFrom('lenders')
    .select('username')
    .where(
      'username',
      'in',
      DEMO_LENDERS.map((lender) => lender.username),
    )
    .orderBy('username')
    .execute();
  return rows.map((row) => row.username);
}
