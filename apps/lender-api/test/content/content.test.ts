import {
  ErrorResponse,
  GetKhazanahDetailResponse,
  GetNewsDetailResponse,
  ListFaqCategoriesResponse,
  ListFaqContentsResponse,
  ListKhazanahResponse,
  ListNewsResponse,
  ValidationErrorResponse,
} from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveFaqCategory, saveNews } from '../../src/modules/content/content-store.ts';
import { contentDb } from '../../src/modules/content/tables.ts';
import { api, createTestApp, expectBody, get, post, type TestApp } from '../helpers/test-app.ts';
import { newLender } from '../helpers/money-helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await newLender(t)).token;
});
afterAll(async () => {
  await t.close();
});

const UNSAFE = /<script|javascript:|\son[a-z]+=|<iframe|<style/i;

describe('news', () => {
  it('pages the seeded news newest first with per_page, page and totalPage', async () => {
    const first = expectBody(
      ListNewsResponse,
      await post(t.app, api('/news/get'), undefined, { token }),
    );
    expect(first.page).toBe(1);
    expect(first.per_page).toBe(9);
    expect(first.news).toHaveLength(9);
    const all = expectBody(
      ListNewsResponse,
      await post(t.app, api('/news/get?per_page=50&page=1'), undefined, { token }),
    );
    const total = all.news.length;
    expect(total).toBeGreaterThanOrEqual(12);
    expect(first.totalPage).toBe(Math.ceil(total / 9));
    expect(all.totalPage).toBe(1);
    const dates = all.news.map((item) => item.updated_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.news).toEqual(all.news.slice(0, 9));

    const page2 = expectBody(
      ListNewsResponse,
      await post(t.app, api('/news/get?per_page=5&page=2'), undefined, { token }),
    );
    expect(page2.news).toEqual(all.news.slice(5, 10));
    expect(page2.totalPage).toBe(Math.ceil(total / 5));
    const past = expectBody(
      ListNewsResponse,
      await post(t.app, api('/news/get?per_page=5&page=99'), undefined, { token }),
    );
    expect(past.news).toEqual([]);
    expect(past.page).toBe(99);
    const far = expectBody(
      ListNewsResponse,
      await post(t.app, api(`/news/get?per_page=50&page=${Number.MAX_SAFE_INTEGER}`), undefined, {
        token,
      }),
    );
    expect(far.news).toEqual([]);
    const farKhazanah = expectBody(
      ListKhazanahResponse,
      await post(
        t.app,
        api('/khazanah/get'),
        { page: Number.MAX_SAFE_INTEGER, per_page: 50 },
        { token },
      ),
    );
    expect(farKhazanah.khazanah).toEqual([]);
  });

  it('answers in X-LANG, with sanitised HTML, and 404 for unknown ids', async () => {
    const list = expectBody(
      ListNewsResponse,
      await post(t.app, api('/news/get'), undefined, { token }),
    );
    const id = list.news[0]?.id ?? 0;
    const inId = expectBody(
      GetNewsDetailResponse,
      await post(t.app, api('/news/detil'), { id_news: id }, { token }),
    );
    const inEn = expectBody(
      GetNewsDetailResponse,
      await post(t.app, api('/news/detil'), { id_news: id }, { token, lang: 'en' }),
    );
    expect(inId.data.id).toBe(id);
    expect(inId.data.title).toBe(list.news[0]?.title);
    expect(inEn.data.title).not.toBe(inId.data.title);
    expect(inId.data.deskripsi).toMatch(/^<p>/);
    expect(inEn.data.deskripsi).not.toBe(inId.data.deskripsi);
    expect(inId.data.deskripsi).not.toMatch(UNSAFE);

    for (const idNews of [999_999, 99_999_999_999]) {
      const missing = await post(
        t.app,
        api('/news/detil'),
        { id_news: idNews },
        { token, lang: 'en' },
      );
      expect(missing.statusCode).toBe(404);
      expect(expectBody(ErrorResponse, missing).message).toBe('Not found.');
    }
  });

  it('stores HTML only after sanitising it (XSS on the way in)', async () => {
    await saveNews(contentDb(t.database.db), {
      slug: 'test-xss',
      title: { id: '<b>Judul</b> <script>alert(1)</script>uji', en: 'Test <i>title</i>' },
      writer: 'Penguji',
      image: null,
      deskripsi: {
        id: '<p onclick="alert(1)">Halo</p><img src=x onerror=alert(1)><a href="javascript:alert(1)">klik</a><script>alert(2)</script>',
        en: '<iframe src="https://evil.example"></iframe><p>Hello</p>',
      },
      published_on: '2030-01-01',
    });
    const list = expectBody(
      ListNewsResponse,
      await post(t.app, api('/news/get'), undefined, { token }),
    );
    const stored = list.news[0];
    expect(stored?.title).toBe('Judul uji');
    const body = expectBody(
      GetNewsDetailResponse,
      await post(t.app, api('/news/detil'), { id_news: stored?.id }, { token }),
    );
    expect(body.data.deskripsi).toBe(
      '<p>Halo</p><img src="x" /><a rel="noopener noreferrer">klik</a>',
    );
    const en = expectBody(
      GetNewsDetailResponse,
      await post(t.app, api('/news/detil'), { id_news: stored?.id }, { token, lang: 'en' }),
    );
    expect(en.data.deskripsi).toBe('<p>Hello</p>');
    expect(en.data.title).toBe('Test title');
  });

  it('refuses bad paging and bad bodies with 4xx', async () => {
    for (const query of ['per_page=0', 'per_page=51', 'page=0', 'page=abc', 'colour=red']) {
      const response = await post(t.app, api(`/news/get?${query}`), undefined, { token });
      expect(response.statusCode, query).toBe(422);
      expectBody(ValidationErrorResponse, response);
    }
    for (const body of [{}, { id_news: 'x' }, { id_news: 0 }]) {
      const response = await post(t.app, api('/news/detil'), body, { token });
      expect(response.statusCode).toBe(422);
      expectBody(ValidationErrorResponse, response);
    }
  });
});

describe('khazanah', () => {
  it('pages the knowledge library and reads one article', async () => {
    const all = expectBody(
      ListKhazanahResponse,
      await post(t.app, api('/khazanah/get'), { per_page: 50 }, { token }),
    );
    expect(all.khazanah.length).toBeGreaterThanOrEqual(8);
    expect(all.totalPage).toBe(1);
    const small = expectBody(
      ListKhazanahResponse,
      await post(t.app, api('/khazanah/get'), { page: 2, per_page: 3 }, { token, lang: 'en' }),
    );
    expect(small.totalPage).toBe(Math.ceil(all.khazanah.length / 3));
    expect(small.khazanah.map((k) => k.id)).toEqual(all.khazanah.slice(3, 6).map((k) => k.id));
    const byDefault = expectBody(
      ListKhazanahResponse,
      await post(t.app, api('/khazanah/get'), {}, { token }),
    );
    expect(byDefault.per_page).toBe(9);

    const murabahah = all.khazanah.find((k) => k.title === 'Mengenal Akad Murabahah');
    expect(murabahah).toBeDefined();
    const detail = expectBody(
      GetKhazanahDetailResponse,
      await post(t.app, api('/khazanah/detil'), { id_khazanah: murabahah?.id }, { token }),
    );
    expect(detail.data.keterangan).toContain('04/DSN-MUI/IV/2000');
    expect(detail.data.keterangan).not.toMatch(UNSAFE);
    const en = expectBody(
      GetKhazanahDetailResponse,
      await post(
        t.app,
        api('/khazanah/detil'),
        { id_khazanah: murabahah?.id },
        { token, lang: 'en' },
      ),
    );
    expect(en.data.title).toBe('Understanding Murabahah');
    expect(en.data.ringkasan).not.toBe(detail.data.ringkasan);

    const missing = await post(t.app, api('/khazanah/detil'), { id_khazanah: 999_999 }, { token });
    expect(missing.statusCode).toBe(404);
    for (const body of [{ page: 0 }, { per_page: 100 }, { username: 'x' }]) {
      const bad = await post(t.app, api('/khazanah/get'), body, { token });
      expect(bad.statusCode).toBe(422);
      expectBody(ValidationErrorResponse, bad);
    }
  });
});

describe('FAQ', () => {
  it('lists 5+ categories with groups and 25+ questions, in X-LANG', async () => {
    const categories = expectBody(
      ListFaqCategoriesResponse,
      await get(t.app, api('/faq/list_kategori_group'), { token }),
    );
    expect(categories.data.length).toBeGreaterThanOrEqual(5);
    const english = expectBody(
      ListFaqCategoriesResponse,
      await get(t.app, api('/faq/list_kategori_group'), { token, lang: 'en' }),
    );
    expect(english.data.map((c) => c.category_id)).toEqual(
      categories.data.map((c) => c.category_id),
    );
    expect(english.data[0]?.nama_kategori).toBe('Registration and Account');
    expect(categories.data[0]?.nama_kategori).toBe('Pendaftaran dan Akun');

    let questions = 0;
    for (const category of categories.data) {
      expect(category.groups.length).toBeGreaterThan(0);
      for (const group of category.groups) {
        const contents = expectBody(
          ListFaqContentsResponse,
          await get(t.app, api(`/faq/list_content/${category.category_id}/${group.group_id}`), {
            token,
          }),
        );
        expect(contents.data.length).toBeGreaterThan(0);
        for (const item of contents.data) expect(item.jawaban).not.toMatch(UNSAFE);
        questions += contents.data.length;
      }
    }
    expect(questions).toBeGreaterThanOrEqual(25);

    const withdrawal = categories.data
      .flatMap((c) => c.groups.map((g) => ({ c: c.category_id, g })))
      .find((x) => x.g.nama_group === 'Penarikan Dana');
    const en = expectBody(
      ListFaqContentsResponse,
      await get(t.app, api(`/faq/list_content/${withdrawal?.c}/${withdrawal?.g.group_id}`), {
        token,
        lang: 'en',
      }),
    );
    expect(en.data[0]?.pertanyaan).toBe('What is the minimum withdrawal?');
  });

  it('answers 404 for a group outside its category and 4xx for bad ids', async () => {
    const categories = expectBody(
      ListFaqCategoriesResponse,
      await get(t.app, api('/faq/list_kategori_group'), { token }),
    );
    const [first, second] = categories.data;
    const wrong = await get(
      t.app,
      api(`/faq/list_content/${first?.category_id}/${second?.groups[0]?.group_id}`),
      { token },
    );
    expect(wrong.statusCode).toBe(404);
    expectBody(ErrorResponse, wrong);
    const huge = await get(t.app, api('/faq/list_content/99999999999/1'), { token });
    expect(huge.statusCode).toBe(404);
    for (const path of [
      '/faq/list_content/x/1',
      '/faq/list_content/0/1',
      '/faq/list_content/1/-2',
    ]) {
      const bad = await get(t.app, api(path), { token });
      expect(bad.statusCode).toBe(422);
      expectBody(ValidationErrorResponse, bad);
    }
  });

  it('keeps stored FAQ answers sanitised', async () => {
    await saveFaqCategory(
      contentDb(t.database.db),
      {
        slug: 'uji-xss',
        nama: { id: 'Uji <script>x</script>', en: 'Test' },
        groups: [
          {
            slug: 'uji-xss-group',
            nama: { id: 'Grup', en: 'Group' },
            items: [
              {
                slug: 'uji-xss-item',
                pertanyaan: { id: 'Tanya?', en: 'Ask?' },
                jawaban: {
                  id: '<p style="x" onmouseover="alert(1)">Jawab</p>',
                  en: '<p>Answer</p>',
                },
              },
            ],
          },
        ],
      },
      99,
    );
    const categories = expectBody(
      ListFaqCategoriesResponse,
      await get(t.app, api('/faq/list_kategori_group'), { token }),
    );
    const added = categories.data.at(-1);
    expect(added?.nama_kategori).toBe('Uji');
    const contents = expectBody(
      ListFaqContentsResponse,
      await get(
        t.app,
        api(`/faq/list_content/${added?.category_id}/${added?.groups[0]?.group_id}`),
        {
          token,
        },
      ),
    );
    expect(contents.data[0]?.jawaban).toBe('<p>Jawab</p>');
  });
});

describe('content needs a session', () => {
  it('answers 401 without a token', async () => {
    for (const response of [
      await post(t.app, api('/news/get'), undefined),
      await post(t.app, api('/news/detil'), { id_news: 1 }),
      await post(t.app, api('/khazanah/get'), {}),
      await post(t.app, api('/khazanah/detil'), { id_khazanah: 1 }),
      await get(t.app, api('/faq/list_kategori_group')),
      await get(t.app, api('/faq/list_content/1/1')),
    ]) {
      expect(response.statusCode).toBe(401);
      expectBody(ErrorResponse, response);
    }
  });
});
