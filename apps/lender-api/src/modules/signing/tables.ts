import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DB } from '../../db/schema/index.ts';
import { moneyDb, type MoneyDB } from '../../shared/ledger/tables.ts';

/** Kysely types of `src/db/migrations/0120_signing.sql`. Keep both in step. */

export type SigningProviderName = 'privy' | 'vida-sign';
/** Provider-neutral life cycle of an agreement; each provider names it in its own vocabulary. */
export type SigningState = 'sent' | 'opened' | 'signed' | 'declined' | 'voided';

/** The agreement as sent: what the PDF states, frozen when the document is created. */
export interface AgreementTerms {
  nomor: string;
  lender: {
    id: number;
    nama: string;
    email: string;
    lender_type: 1 | 2;
    alamat: string | null;
    penanda_tangan: string;
  };
  project: {
    id: number;
    nama: string;
    alamat: string;
    akad: string;
    pemilik: string;
    imbal_hasil: number;
    tenor: number;
    tgl_mulai: string;
    tgl_selesai: string;
  };
  funding_id: number | null;
  tanggal_invest: string | null;
  paket: number;
  harga_paket: number;
  nominal: number;
}

export interface SigningAccountsTable {
  lender_id: number;
  privy_id: string | null;
  vida_sign_id: string | null;
  waktu_tte: Date | null;
  updated_at: Date;
}

export interface SigningDocumentsTable {
  id: Generated<number>;
  provider: SigningProviderName;
  doc_token: string;
  envelope_id: string | null;
  lender_id: number;
  funding_id: number | null;
  project_id: number;
  paket: number;
  nominal: number;
  /** jsonb: written as JSON text, read back as the object. */
  terms: ColumnType<AgreementTerms, string, string>;
  state: SigningState;
  lang: 'id' | 'en';
  signer_name: string;
  signer_email: string;
  created_at: Date;
  expires_at: Date;
  opened_at: Date | null;
  finished_at: Date | null;
}

export interface CertificatesTable {
  id: Generated<number>;
  lender_id: number;
  serial: string;
  total_aset: number;
  created_at: Date;
}

export type SigningTables = {
  signing_accounts: SigningAccountsTable;
  signing_documents: SigningDocumentsTable;
  certificates: CertificatesTable;
};

export type SigningDB = MoneyDB & SigningTables;
export type SigningDb = Kysely<SigningDB>;

/** The shared Kysely instance with the money and signing tables added to its types. */
export function signingDb(db: Kysely<DB>): SigningDb {
  return moneyDb(db).withTables<SigningTables>();
}
