import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema/index.ts';

/** The content tables (`0132_content.sql`); columns in the generated `DB`. */
export type ContentTables = Pick<
  DB,
  'news' | 'khazanah' | 'faq_categories' | 'faq_groups' | 'faq_contents'
>;

export type ContentDb = Kysely<DB>;

export function contentDb(db: Kysely<DB>): ContentDb {
  return db;
}
