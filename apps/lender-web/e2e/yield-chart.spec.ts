// Yield per month against the real lender-api: the chart on the yield page and its table hold the
// figures getPortfolioMonthly computes from the ledger and the schedule — never figures of its own.
import { expect, test } from '@playwright/test';
import { logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { apiLogin, DEMO_PASSWORD, sessionHeaders } from './support/funded-lender';
import { LANGS, localePath, t } from './support/i18n';
import { rupiah } from './support/money';

interface MonthAmount {
  month: string;
  amount: number;
}

for (const lang of LANGS) {
  test(`the yield page's chart and its table hold the server's 12 months received and 6 expected (${lang})${lang === 'id' ? ' @phone' : ''}`, async ({
    page,
    request,
  }) => {
    const token = await apiLogin(request, 'demo.individu');
    const answer = await request.get('/api/v1/lender/portfolio/monthly', {
      headers: sessionHeaders(token),
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    const server = (
      (await answer.json()) as { data: { received: MonthAmount[]; expected: MonthAmount[] } }
    ).data;
    await logIn(page, lang, 'demo.individu', DEMO_PASSWORD);
    await page.goto(localePath(lang, '/dashboard/yield'));
    const chart = page.getByRole('figure', { name: t(lang, 'yield.chart.title') });
    await expect(chart).toBeVisible();
    await chart.getByRole('button', { name: t(lang, 'yield.chart.showTable') }).click();
    // A table on wider screens, a card per month on a phone (the design system's Table).
    const phone = test.info().project.name === 'phone';
    const rows = phone
      ? chart.getByRole('list', { name: t(lang, 'yield.chart.title') }).getByRole('listitem')
      : chart.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(18);
    const amounts = (
      await rows.locator(phone ? 'div:last-child > dd' : 'td:last-child').allTextContents()
    ).map((text) => text.replace(/\s/g, ' '));
    expect(amounts).toEqual(
      [...server.received, ...server.expected].map((row) => rupiah(row.amount).replace(/\s/g, ' ')),
    );
    await expectNoAxeViolations(page, `yield page with its chart and table (${lang})`);
  });
}
