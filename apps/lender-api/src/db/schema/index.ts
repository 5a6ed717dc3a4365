import type { Insertable, Selectable } from 'kysely';
import type { DB, Lenders, OperatorAccounts, OutboxMessages } from '../generated/tables.ts';

/**
 * The database's Kysely types come from `src/db/generated/tables.ts` (generated from the migrations:
 * `generate:db`). What follows narrows a few columns to the values their CHECK constraints allow,
 * for the code that reads them; the generated types say `string` or `number` there.
 */
export type { DB };

export type UserStatus = 'Not Active' | 'notfilled' | 'pending' | 'active' | 'reject' | 'suspend';
export type LenderType = 1 | 2;
export type AuthCodePurpose = 'verify_email' | 'reset_password';
export type StatusEkyc = 0 | 1 | 2;
export type CorporateRole = 'admin' | 'shareholder' | 'contact';
export type MasterKind =
  | 'jenis_kelamin'
  | 'agama'
  | 'kawin'
  | 'pendidikan'
  | 'pekerjaan'
  | 'bidang_pekerjaan'
  | 'bidang_online'
  | 'lama_kerja'
  | 'pendapatan'
  | 'sumber_penghasilan'
  | 'hubungan'
  | 'jabatan'
  | 'jenis_pemegang_saham';

/** `lenders.status` and `lenders.lender_type` as their CHECK constraints allow (`$narrowType`). */
export interface LenderNarrowing {
  status: UserStatus;
  lender_type: LenderType;
}
/** A `lenders` row as the code reads it: status and type narrowed. */
export type Lender = Omit<Selectable<Lenders>, keyof LenderNarrowing> & LenderNarrowing;
export type NewLender = Insertable<Lenders>;
export type OutboxMessage = Selectable<OutboxMessages>;

/** `operator_accounts.role` as its CHECK allows. */
export type OperatorRole = 'reviewer' | 'finance' | 'content' | 'admin';
/** An `operator_accounts` row as the code reads it (role narrowed). */
export type OperatorAccount = Omit<Selectable<OperatorAccounts>, 'role'> & { role: OperatorRole };
