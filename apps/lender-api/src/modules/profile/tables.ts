import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema/index.ts';

/** `0007_profile_pictures.sql` and `0008_ocr.sql`'s tables; columns in the generated `DB`. */
export type ProfileTables = Pick<DB, 'lender_profile_pictures' | 'ocr_quotas' | 'ocr_readings'>;

export type ProfileDb = Kysely<DB>;

/** The shared Kysely instance: its generated `DB` has the profile and OCR tables. */
export function profileDb(db: Kysely<DB>): ProfileDb {
  return db;
}
