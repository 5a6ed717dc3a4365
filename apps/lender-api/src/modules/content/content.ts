import { sql } from 'kysely';
import { HttpError } from '../../http/errors.ts';
import type { Lang } from '../../shared/i18n/index.ts';
import { isRowId } from '../../shared/ledger/ledger.ts';
import { mediaRef, mediaUrl } from '../projects/index.ts';
import type { ContentDb } from './tables.ts';

/** Reading the content: news and khazanah pages and details, FAQ categories and their questions. */

export const NEWS_PER_PAGE = 9;
export const KHAZANAH_PER_PAGE = 9;

/** `page` (from 1) and `per_page` of a list request; absent ones take the defaults. */
type PageRequest = { page?: number | undefined; per_page?: number | undefined };

/** The requested page of a table's rows: its numbers for the answer and the rows' offset. */
async function pageOf(
  db: ContentDb,
  table: 'news' | 'khazanah',
  request: PageRequest,
  perPageDefault: number,
) {
  const count = await db
    .selectFrom(table)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  const page = request.page ?? 1;
  const perPage = request.per_page ?? perPageDefault;
  const numbers = { page, per_page: perPage, totalPage: Math.ceil(Number(count.n) / perPage) };
  return { numbers, offset: (page - 1) * perPage };
}

function newsColumns(lang: Lang) {
  return [
    'id',
    lang === 'en' ? 'title_en as title' : 'title_id as title',
    mediaRef(sql.ref<string | null>('image')).as('image'),
    'writer',
    sql<string>`published_on::text`.as('updated_at'),
  ] as const;
}

/** Newest first (publication day, then id); a page past the end is an empty list. */
export async function listNews(db: ContentDb, lang: Lang, request: PageRequest) {
  const paging = await pageOf(db, 'news', request, NEWS_PER_PAGE);
  const rows = await db
    .selectFrom('news')
    .select(newsColumns(lang))
    .orderBy('published_on', 'desc')
    .orderBy('id', 'desc')
    .limit(paging.numbers.per_page)
    .offset(paging.offset)
    .execute();
  return { news: rows.map((row) => ({ ...row, image: mediaUrl(row.image) })), ...paging.numbers };
}

export async function newsDetail(db: ContentDb, lang: Lang, id: number) {
  if (!isRowId(id)) throw new HttpError(404, 'errors.notFound');
  const row = await db
    .selectFrom('news')
    .select([
      ...newsColumns(lang),
      lang === 'en' ? 'deskripsi_en as deskripsi' : 'deskripsi_id as deskripsi',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'errors.notFound');
  return { data: { ...row, image: mediaUrl(row.image) } };
}

function khazanahColumns(lang: Lang) {
  return [
    'id',
    lang === 'en' ? 'title_en as title' : 'title_id as title',
    'author',
    sql<string>`tgl_publish::text`.as('tgl_publish'),
    mediaRef(sql.ref<string | null>('gambar')).as('gambar'),
    lang === 'en' ? 'ringkasan_en as ringkasan' : 'ringkasan_id as ringkasan',
  ] as const;
}

export async function listKhazanah(db: ContentDb, lang: Lang, request: PageRequest) {
  const paging = await pageOf(db, 'khazanah', request, KHAZANAH_PER_PAGE);
  const rows = await db
    .selectFrom('khazanah')
    .select(khazanahColumns(lang))
    .orderBy('tgl_publish', 'desc')
    .orderBy('id', 'desc')
    .limit(paging.numbers.per_page)
    .offset(paging.offset)
    .execute();
  return {
    khazanah: rows.map((row) => ({ ...row, gambar: mediaUrl(row.gambar) })),
    ...paging.numbers,
  };
}

export async function khazanahDetail(db: ContentDb, lang: Lang, id: number) {
  if (!isRowId(id)) throw new HttpError(404, 'errors.notFound');
  const row = await db
    .selectFrom('khazanah')
    .select([
      ...khazanahColumns(lang),
      lang === 'en' ? 'keterangan_en as keterangan' : 'keterangan_id as keterangan',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'errors.notFound');
  return { data: { ...row, gambar: mediaUrl(row.gambar) } };
}

/** Categories in order, each with its groups in order. */
export async function faqCategories(db: ContentDb, lang: Lang) {
  const categories = await db
    .selectFrom('faq_categories')
    .select(['id', lang === 'en' ? 'nama_en as nama' : 'nama_id as nama'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const groups = await db
    .selectFrom('faq_groups')
    .select(['id', 'category_id', lang === 'en' ? 'nama_en as nama' : 'nama_id as nama'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return {
    data: categories.map((category) => ({
      category_id: category.id,
      nama_kategori: category.nama,
      groups: groups
        .filter((group) => group.category_id === category.id)
        .map((group) => ({ group_id: group.id, nama_group: group.nama })),
    })),
  };
}

/** Questions of a group; 404 when the group does not belong to the category. */
export async function faqContents(db: ContentDb, lang: Lang, categoryId: number, groupId: number) {
  if (!isRowId(categoryId) || !isRowId(groupId)) throw new HttpError(404, 'errors.notFound');
  const group = await db
    .selectFrom('faq_groups')
    .select('id')
    .where('id', '=', groupId)
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  if (!group) throw new HttpError(404, 'errors.notFound');
  const rows = await db
    .selectFrom('faq_contents')
    .select([
      'id',
      lang === 'en' ? 'pertanyaan_en as pertanyaan' : 'pertanyaan_id as pertanyaan',
      lang === 'en' ? 'jawaban_en as jawaban' : 'jawaban_id as jawaban',
    ])
    .where('group_id', '=', groupId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return { data: rows };
}
