import type { Generated, Kysely } from 'kysely';
import type { DB } from '../../db/schema/index.ts';

/** Kysely types of `0007_profile_pictures.sql` and `0008_ocr.sql`. Keep both in step. */
export type ProfileTables = {
  lender_profile_pictures: {
    lender_id: number;
    storage_key: string;
    updated_at: Date;
  };
  ocr_quotas: {
    lender_id: number;
    balance: number;
    updated_at: Date;
  };
  ocr_readings: {
    id: Generated<number>;
    lender_id: number;
    status: 'success' | 'not_found' | 'failed';
    nik: string | null;
    duration_ms: number;
    created_at: Date;
  };
};

export type ProfileDb = Kysely<DB & ProfileTables>;

/** The shared Kysely instance with the profile and OCR tables added to its types. */
export function profileDb(db: Kysely<DB>): ProfileDb {
  return db.withTables<ProfileTables>();
}
