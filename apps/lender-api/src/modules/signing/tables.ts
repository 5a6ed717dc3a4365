import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema/index.ts';
import { moneyDb, type MoneyDB } from '../../shared/ledger/tables.ts';

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

/** `0120_signing.sql`'s tables; columns in the generated `DB` (`terms` is jsonb: see `AgreementTerms`). */
export type SigningTables = Pick<DB, 'signing_accounts' | 'signing_documents' | 'certificates'>;

export type SigningDB = MoneyDB;
export type SigningDb = Kysely<SigningDB>;

/** The shared Kysely instance: its generated `DB` has the money and signing tables. */
export function signingDb(db: Kysely<DB>): SigningDb {
  return moneyDb(db);
}
