import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DB } from '../../db/schema/index.ts';

/** Kysely types of the content tables (`src/db/migrations/0132_content.sql`). Keep both in step. */

type DateText = ColumnType<string, string, string>;

export interface NewsTable {
  id: Generated<number>;
  slug: string;
  title_id: string;
  title_en: string;
  writer: string;
  image: string | null;
  deskripsi_id: string;
  deskripsi_en: string;
  published_on: DateText;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface KhazanahTable {
  id: Generated<number>;
  slug: string;
  title_id: string;
  title_en: string;
  author: string;
  gambar: string | null;
  ringkasan_id: string;
  ringkasan_en: string;
  keterangan_id: string;
  keterangan_en: string;
  tgl_publish: DateText;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface FaqCategoriesTable {
  id: Generated<number>;
  slug: string;
  nama_id: string;
  nama_en: string;
  sort: number;
}

export interface FaqGroupsTable {
  id: Generated<number>;
  slug: string;
  category_id: number;
  nama_id: string;
  nama_en: string;
  sort: number;
}

export interface FaqContentsTable {
  id: Generated<number>;
  slug: string;
  group_id: number;
  pertanyaan_id: string;
  pertanyaan_en: string;
  jawaban_id: string;
  jawaban_en: string;
  sort: number;
}

export type ContentTables = {
  news: NewsTable;
  khazanah: KhazanahTable;
  faq_categories: FaqCategoriesTable;
  faq_groups: FaqGroupsTable;
  faq_contents: FaqContentsTable;
};

export type ContentDb = Kysely<DB & ContentTables>;

export function contentDb(db: Kysely<DB>): ContentDb {
  return db.withTables<ContentTables>();
}
