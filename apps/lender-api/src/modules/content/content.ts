import { sql } from 'kysely';
import { HttpError } from '../../http/errors.ts';
import type { Lang } from '../../shared/i18n/index.ts';
import { isRowId } from '../../shared/ledger/ledger.ts';
import { mediaRef, mediaUrl } from '../projects/index.ts';
import { htmlToText, sanitizeHtml } from './sanitize-html.ts';
import type { ContentDb } from './tables.ts';

/** Text in both languages. */
export interface Bilingual {
  id: string;
  en: string;
}

const plain = (text: Bilingual): Bilingual => ({
  id: htmlToText(text.id),
  en: htmlToText(text.en),
});
const html = (text: Bilingual): Bilingual => ({
  id: sanitizeHtml(text.id),
  en: sanitizeHtml(text.en),
});

/* ---------- writing: every HTML field is sanitised here, titles and summaries become plain text ---------- */

export interface NewsInput {
  slug: string;
  title: Bilingual;
  writer: string;
  image: string | null;
  deskripsi: Bilingual;
  published_on: string;
}

/** Stores an article (an existing slug is left as it is). */
export async function saveNews(db: ContentDb, input: NewsInput): Promise<void> {
  const title = plain(input.title);
  const body = html(input.deskripsi);
  await db
    .insertInto('news')
    .values({
      slug: input.slug,
      title_id: title.id,
      title_en: title.en,
      writer: htmlToText(input.writer),
      image: input.image,
      deskripsi_id: body.id,
      deskripsi_en: body.en,
      published_on: input.published_on,
    })
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
}

export interface KhazanahInput {
  slug: string;
  title: Bilingual;
  author: string;
  gambar: string | null;
  ringkasan: Bilingual;
  keterangan: Bilingual;
  tgl_publish: string;
}

export async function saveKhazanah(db: ContentDb, input: KhazanahInput): Promise<void> {
  const title = plain(input.title);
  const summary = plain(input.ringkasan);
  const body = html(input.keterangan);
  await db
    .insertInto('khazanah')
    .values({
      slug: input.slug,
      title_id: title.id,
      title_en: title.en,
      author: htmlToText(input.author),
      gambar: input.gambar,
      ringkasan_id: summary.id,
      ringkasan_en: summary.en,
      keterangan_id: body.id,
      keterangan_en: body.en,
      tgl_publish: input.tgl_publish,
    })
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
}

export interface FaqInput {
  slug: string;
  nama: Bilingual;
  groups: Array<{
    slug: string;
    nama: Bilingual;
    items: Array<{ slug: string; pertanyaan: Bilingual; jawaban: Bilingual }>;
  }>;
}

/** Stores a FAQ category with its groups and questions (existing slugs are kept). */
export async function saveFaqCategory(db: ContentDb, input: FaqInput, sort: number): Promise<void> {
  const nama = plain(input.nama);
  await db
    .insertInto('faq_categories')
    .values({ slug: input.slug, nama_id: nama.id, nama_en: nama.en, sort })
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
  const category = await db
    .selectFrom('faq_categories')
    .select('id')
    .where('slug', '=', input.slug)
    .executeTakeFirstOrThrow();
  for (const [groupIndex, group] of input.groups.entries()) {
    const groupName = plain(group.nama);
    await db
      .insertInto('faq_groups')
      .values({
        slug: group.slug,
        category_id: category.id,
        nama_id: groupName.id,
        nama_en: groupName.en,
        sort: groupIndex + 1,
      })
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
    const row = await db
      .selectFrom('faq_groups')
      .select('id')
      .where('slug', '=', group.slug)
      .executeTakeFirstOrThrow();
    for (const [itemIndex, item] of group.items.entries()) {
      const question = plain(item.pertanyaan);
      const answer = html(item.jawaban);
      await db
        .insertInto('faq_contents')
        .values({
          slug: item.slug,
          group_id: row.id,
          pertanyaan_id: question.id,
          pertanyaan_en: question.en,
          jawaban_id: answer.id,
          jawaban_en: answer.en,
          sort: itemIndex + 1,
        })
        .onConflict((oc) => oc.column('slug').doNothing())
        .execute();
    }
  }
}

/* ---------- reading ---------- */

export const NEWS_PER_PAGE = 9;
export const KHAZANAH_PER_PAGE = 9;

function pageOf(total: number, page: number, perPage: number) {
  return {
    page,
    per_page: perPage,
    totalPage: Math.ceil(total / perPage),
    offset: (page - 1) * perPage,
  };
}

/** Newest first (publication day, then id); a page past the end is an empty list. */
export async function listNews(
  db: ContentDb,
  lang: Lang,
  request: { page?: number | undefined; per_page?: number | undefined },
) {
  const count = await db
    .selectFrom('news')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  const paging = pageOf(Number(count.n), request.page ?? 1, request.per_page ?? NEWS_PER_PAGE);
  const rows = await db
    .selectFrom('news')
    .select([
      'id',
      lang === 'en' ? 'title_en as title' : 'title_id as title',
      mediaRef(sql.ref<string | null>('image')).as('image'),
      'writer',
      sql<string>`published_on::text`.as('updated_at'),
    ])
    .orderBy('published_on', 'desc')
    .orderBy('id', 'desc')
    .limit(paging.per_page)
    .offset(paging.offset)
    .execute();
  return {
    news: rows.map((row) => ({ ...row, image: mediaUrl(row.image) })),
    page: paging.page,
    per_page: paging.per_page,
    totalPage: paging.totalPage,
  };
}

export async function newsDetail(db: ContentDb, lang: Lang, id: number) {
  if (!isRowId(id)) throw new HttpError(404, 'errors.notFound');
  const row = await db
    .selectFrom('news')
    .select([
      'id',
      lang === 'en' ? 'title_en as title' : 'title_id as title',
      mediaRef(sql.ref<string | null>('image')).as('image'),
      'writer',
      sql<string>`published_on::text`.as('updated_at'),
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

export async function listKhazanah(
  db: ContentDb,
  lang: Lang,
  request: { page?: number | undefined; per_page?: number | undefined },
) {
  const count = await db
    .selectFrom('khazanah')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  const paging = pageOf(Number(count.n), request.page ?? 1, request.per_page ?? KHAZANAH_PER_PAGE);
  const rows = await db
    .selectFrom('khazanah')
    .select(khazanahColumns(lang))
    .orderBy('tgl_publish', 'desc')
    .orderBy('id', 'desc')
    .limit(paging.per_page)
    .offset(paging.offset)
    .execute();
  return {
    khazanah: rows.map((row) => ({ ...row, gambar: mediaUrl(row.gambar) })),
    page: paging.page,
    per_page: paging.per_page,
    totalPage: paging.totalPage,
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
