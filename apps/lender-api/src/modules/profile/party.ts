import type { Kysely } from 'kysely';
import type { DB, Lender } from '../../db/schema/index.ts';

/** The lender as a party to a document: its name and address. */
export interface LenderParty {
  nama: string;
  alamat: string | null;
}

/**
 * The lender's name and address as the platform's documents state them (agreement, certificate): a
 * company's from its corporate KYC, a person's from the eKYC personal data (the account's name
 * first); the username when nothing else names the lender.
 */
export async function lenderParty(db: Kysely<DB>, lender: Lender): Promise<LenderParty> {
  if (lender.lender_type === 2) {
    const company = await db
      .selectFrom('corporate_companies')
      .select(['nama', 'alamat'])
      .where('lender_id', '=', lender.id)
      .executeTakeFirst();
    return {
      nama: company?.nama ?? lender.nama ?? lender.username,
      alamat: company?.alamat ?? null,
    };
  }
  const personal = await db
    .selectFrom('ekyc_personal_data')
    .select(['nama', 'alamat'])
    .where('lender_id', '=', lender.id)
    .executeTakeFirst();
  return {
    nama: lender.nama ?? personal?.nama ?? lender.username,
    alamat: personal?.alamat ?? null,
  };
}
