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
