// Honest returns against the real lender-api: the home card and a funding's
// detail show the figure getPortfolioReturns computes from the ledger — never one of their own.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { apiLogin, DEMO_PASSWORD, newFundedLender, sessionHeaders } from './support/funded-lender';
import { localePath, t, type Lang } from './support/i18n';
import { rate, rupiah } from './support/money';

interface FundingReturns {
  id_pendanaan: number;
  nama_proyek: string;
  xirr_percent: number | null;
  reason: string | null;
  realised_yield: number;
  expected_yield: number;
}
interface Returns {
  as_of: string;
  portfolio: { xirr_percent: number | null; reason: string | null; realised_yield: number };
  fundings: FundingReturns[];
}

async function returnsOf(request: APIRequestContext, token: string): Promise<Returns> {
  const answer = await request.get('/api/v1/lender/portfolio/returns', {
    headers: sessionHeaders(token),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: Returns }).data;
}

test('a funding’s detail shows its XIRR as the server computes it; a new lender sees “not enough data” on home', async ({
  page,
  request,
}) => {
  const lang: Lang = 'id';
  // demo.individu's funding bought during a running project's fundraising: no journey adds to it, and
  // its borrower repaid what was due at seed (a journey's sandbox pay-due on the same day finds nothing
  // more due), so its own figure is stable while other journeys run.
  const token = await apiLogin(request, 'demo.individu');
  const server = await returnsOf(request, token);
  const funded = await request.post('/api/newPendanaan/listKelolaInvestasiNewNew', {
    headers: sessionHeaders(token),
  });
  expect(funded.ok(), await funded.text()).toBe(true);
  type Funding = { id: number; status_proyek: number };
  const lists = (await funded.json()) as Record<
    'dataProyekAktif' | 'dataProyekFull' | 'dataProyekClosed',
    Funding[]
  >;
  const tabOf = {
    dataProyekAktif: 'my-funding.list.active',
    dataProyekFull: 'my-funding.list.full',
    dataProyekClosed: 'my-funding.list.closed',
  } as const;
  const notRaising = (Object.keys(tabOf) as (keyof typeof tabOf)[]).flatMap((list) =>
    lists[list].filter((item) => item.status_proyek !== 1).map((item) => ({ id: item.id, list })),
  );
  const historical = server.fundings.find((item) =>
    notRaising.some((funding) => funding.id === item.id_pendanaan),
  );
  expect(historical, 'a seeded funding of a project no longer raising funds').toBeDefined();
  const tab = tabOf[notRaising.find((funding) => funding.id === historical!.id_pendanaan)!.list];

  // By visible labels: Kelola Pendanaan → the funding's tab → "Detail <project>".
  await logIn(page, lang, 'demo.individu', DEMO_PASSWORD);
  await page.goto(localePath(lang, '/dashboard/my-funding'));
  await page.getByRole('tab', { name: new RegExp(`^${t(lang, tab)}`) }).click();
  await page
    .getByRole('button', {
      name: t(lang, 'my-funding.list.detailNamed', { name: historical!.nama_proyek }),
    })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: historical!.nama_proyek });
  const section = drawer.locator('section', {
    has: page.getByRole('heading', { name: t(lang, 'my-funding.returns.heading') }),
  });
  await expect(section).toBeVisible();
  if (historical!.xirr_percent === null) {
    await expect(section.getByText(t(lang, 'my-funding.returns.notEnoughData'))).toBeVisible();
  } else {
    await expect(
      section.getByText(
        t(lang, 'my-funding.returns.percent', { percent: rate(historical!.xirr_percent) }),
        {
          exact: true,
        },
      ),
    ).toBeVisible();
  }
  const realised = section
    .locator('dt', { hasText: t(lang, 'my-funding.returns.realised') })
    .locator('xpath=following-sibling::dd[1]');
  await expect(realised).toHaveText(rupiah(historical!.realised_yield));
  await expectNoAxeViolations(page, 'funding detail with its return');
});

test('home: a lender funded today sees “not enough data yet” where the XIRR will be (en)', async ({
  page,
  request,
}) => {
  const lang: Lang = 'en';
  const lender = await newFundedLender(request, 2_000_000);
  const server = await returnsOf(request, lender.token);
  expect(server.portfolio.xirr_percent).toBeNull();
  await logIn(page, lang, lender.username, lender.password);
  const card = page.locator('section', {
    has: page.getByRole('heading', { name: t(lang, 'dashboard.returns.heading') }),
  });
  await expect(card).toBeVisible();
  // No funding at all: the server gives no figure and says why; the page says the same.
  const text =
    server.portfolio.reason === 'not-enough-data'
      ? t(lang, 'dashboard.returns.notEnoughData')
      : t(lang, 'dashboard.returns.noRate');
  await expect(card.getByText(text)).toBeVisible();
  await expect(
    card
      .locator('dt', { hasText: t(lang, 'dashboard.returns.realised') })
      .locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(rupiah(server.portfolio.realised_yield));
  await expectNoAxeViolations(page, 'home with the returns card (en)');
});
