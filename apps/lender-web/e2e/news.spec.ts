// News, khazanah and FAQ against the real lender-api and its seeded content, from
// the menu: the news list → page 2 → an article popup with its image (Indonesian); a khazanah article
// (English); the FAQ by category and topic to an answer, and searched (English and Indonesian).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { apiLogin, sessionHeaders } from './support/funded-lender';
import { localePath, t, type Lang } from './support/i18n';

async function openNews(page: Page, lang: Lang) {
  await logIn(page, lang, 'demo.individu', 'Pendana123!');
  await page
    .getByRole('navigation')
    .getByRole('link', { name: t(lang, 'app.menu.news') })
    .first()
    .click();
  await expect(page).toHaveURL(localePath(lang, '/dashboard/news'));
  await expect(
    page.getByRole('heading', { level: 1, name: t(lang, 'news.page.title') }),
  ).toBeVisible();
}

async function serverNews(request: APIRequestContext, lang: Lang, pageNumber: number) {
  const headers = { ...sessionHeaders(await apiLogin(request, 'demo.individu')), 'X-LANG': lang };
  const answer = await request.post(`/api/news/get?per_page=9&page=${pageNumber}`, { headers });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as {
    news: { id: number; title: string }[];
    totalPage: number;
  };
}

test('the news, page 2, an article popup with its image (id)', async ({ page, request }) => {
  const lang = 'id';
  const second = await serverNews(request, lang, 2);
  expect(second.totalPage).toBeGreaterThanOrEqual(2);
  const article = second.news[0]!;

  await openNews(page, lang);
  await expect(page.getByRole('listitem').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoAxeViolations(page, `news (${lang})`);
  await page
    .getByRole('button', { name: t(lang, 'screen.pagination.page', { page: '2' }) })
    .click();
  await page
    .getByRole('button', { name: t(lang, 'news.list.readNamed', { title: article.title }) })
    .click();
  const dialog = page.getByRole('dialog', { name: t(lang, 'news.page.newsDrawer') });
  await expect(dialog.getByRole('heading', { name: article.title })).toBeVisible();
  const image = dialog.locator('article img').first();
  await expect(image).toBeVisible();
  // The cover loaded (a real picture, not a broken one).
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoAxeViolations(page, `news article (${lang})`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/page=2/);
});

test('a khazanah article (en)', async ({ page, request }) => {
  const lang = 'en';
  const headers = { ...sessionHeaders(await apiLogin(request, 'demo.individu')), 'X-LANG': lang };
  const list = (await (
    await request.post('/api/khazanah/get', { headers, data: { page: 1, per_page: 9 } })
  ).json()) as { khazanah: { title: string; ringkasan: string }[] };
  const first = list.khazanah[0]!;

  await openNews(page, lang);
  await page.getByRole('tab', { name: t(lang, 'news.page.tabKhazanah') }).click();
  await expect(page.getByText(first.ringkasan)).toBeVisible();
  await expectNoAxeViolations(page, `khazanah (${lang})`);
  await page
    .getByRole('button', { name: t(lang, 'news.khazanah.readNamed', { title: first.title }) })
    .click();
  const dialog = page.getByRole('dialog', { name: t(lang, 'news.page.khazanahDrawer') });
  await expect(dialog.getByRole('heading', { name: first.title })).toBeVisible();
  await expect(dialog.locator('article p').nth(1)).toBeVisible();
});

for (const lang of ['en', 'id'] as const) {
  test(`the FAQ: a category and a topic to an answer, and a search (${lang})`, async ({
    page,
    request,
  }) => {
    const headers = { ...sessionHeaders(await apiLogin(request, 'demo.individu')), 'X-LANG': lang };
    const categories = (
      (await (await request.get('/api/faq/list_kategori_group', { headers })).json()) as {
        data: {
          category_id: number;
          nama_kategori: string;
          groups: { group_id: number; nama_group: string }[];
        }[];
      }
    ).data;
    const category = categories[categories.length - 1]!;
    const group = category.groups[category.groups.length - 1]!;
    const contents = (
      (await (
        await request.get(`/api/faq/list_content/${category.category_id}/${group.group_id}`, {
          headers,
        })
      ).json()) as { data: { pertanyaan: string; jawaban: string }[] }
    ).data;
    const question = contents[0]!;
    const answerText = question.jawaban
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40);

    await openNews(page, lang);
    await page.getByRole('tab', { name: t(lang, 'news.page.tabFaq') }).click();
    const categoryPicker = page.getByRole('combobox', { name: t(lang, 'news.faq.category') });
    await categoryPicker.click();
    await page.getByRole('option', { name: category.nama_kategori }).click();
    const topicPicker = page.getByRole('combobox', { name: t(lang, 'news.faq.topic') });
    await topicPicker.click();
    await page.getByRole('option', { name: group.nama_group }).click();
    await expect(page.getByRole('heading', { name: group.nama_group, exact: true })).toBeVisible();
    await page.getByRole('button', { name: question.pertanyaan }).click();
    await expect(page.getByText(answerText, { exact: false })).toBeVisible();
    await expectNoAxeViolations(page, `faq (${lang})`);

    // A word of the question finds it among every topic's questions.
    const word = question.pertanyaan.split(/\s+/).find((w) => w.length > 5) ?? question.pertanyaan;
    await page.getByRole('searchbox', { name: t(lang, 'news.faq.search') }).fill(word);
    await expect(
      page.getByRole('heading', {
        name: new RegExp(`^${t(lang, 'news.faq.results', { count: '\\d+' })}$`),
      }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: question.pertanyaan })).toBeVisible();
  });
}
