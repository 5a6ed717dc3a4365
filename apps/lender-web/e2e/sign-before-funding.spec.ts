// Signing the agreement before funding against the real lender-api: in a project's
// drawer the lender signs first (the packages are held: update-isbooking; the agreement: the
// provider's signing-link), signs on the provider's page, comes back to the project's drawer (not
// Manage Funding) where the hold and the signed agreement show, funds the held packages with the
// password, and the new funding on Manage Funding carries the signed agreement. PrivyID in
// Indonesian, VIDA Sign in English; the demo lenders (only verified lenders sign) on a project they
// have not funded yet.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { sessionHeaders, apiLogin } from './support/funded-lender';
import { localePath, t, type Lang } from './support/i18n';

const SIGN_BUTTON = { id: 'Tanda tangani', en: 'Sign' };

interface Project {
  id: number;
  nama: string;
  sisa_paket: number;
}

/** An open project the lender holds no funding of, so the new funding is told apart. */
async function unfundedProject(request: APIRequestContext, username: string): Promise<Project> {
  const headers = sessionHeaders(await apiLogin(request, username));
  const lists = (await (
    await request.post('/api/newPendanaan/listKelolaInvestasiNewNew', { headers })
  ).json()) as Record<string, { id_proyek: number }[]>;
  const funded = new Set(
    Object.values(lists)
      .flat()
      .map((funding) => funding.id_proyek),
  );
  const open = (await (
    await request.post('/api/newProyek/v2/listAll', { headers, data: { page: 1, per_page: 50 } })
  ).json()) as { dataProyekAktif: Project[] };
  const project = open.dataProyekAktif.find((p) => p.sisa_paket >= 3 && !funded.has(p.id));
  expect(project, `an open project ${username} has not funded`).toBeDefined();
  return project!;
}

const CASES: { lang: Lang; username: string; provider: 'PrivyID' | 'VIDA Sign' }[] = [
  { lang: 'id', username: 'demo.individu', provider: 'PrivyID' },
  { lang: 'en', username: 'demo.korporasi', provider: 'VIDA Sign' },
];

for (const { lang, username, provider } of CASES) {
  test(`signs the agreement with ${provider} before funding, comes back to the project, funds the held packages (${lang})`, async ({
    page,
    request,
  }) => {
    const project = await unfundedProject(request, username);
    await logIn(page, lang, username, 'Pendana123!');

    await page.goto(
      `${localePath(lang, '/dashboard/search-for-funding')}?drawer=project&id=${project.id}`,
    );
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel(t(lang, 'screen.packages.label')).fill('2');
    await drawer
      .getByRole('button', { name: t(lang, 'screen.signing.signWith', { provider }) })
      .click();

    // The provider's page (sandbox), in this tab: sign; it sends the lender back.
    await page.getByRole('button', { name: SIGN_BUTTON[lang], exact: true }).click();
    await expect(page).toHaveURL(
      `${localePath(lang, '/dashboard/search-for-funding')}?drawer=project&id=${project.id}`,
    );
    await expect(
      drawer.getByText(t(lang, 'screen.preCheckout.signed', { provider })),
    ).toBeVisible();
    await expect(drawer.getByText(lang === 'id' ? /^2 paket/ : /held for you: 2/)).toBeVisible();
    await expectNoAxeViolations(page, `held and signed (${lang})`);

    // Fund the held packages: password, then the server's success.
    await drawer.getByRole('button', { name: /^(Danai paket yang ditahan|Fund the held)/ }).click();
    const confirm = page.getByRole('alertdialog', {
      name: t(lang, 'projects.checkout.confirmTitle'),
    });
    await confirm
      .getByRole('textbox', { name: t(lang, 'password-confirmation.gate.passwordLabel') })
      .fill('Pendana123!');
    await confirm
      .getByRole('button', { name: t(lang, 'password-confirmation.gate.submit') })
      .click();
    const result = page.getByRole('dialog', { name: t(lang, 'screen.moneyAction.successTitle') });
    await expect(result).toBeVisible();
    await result.getByRole('link', { name: t(lang, 'projects.checkout.toMyFunding') }).click();

    // The new funding carries the agreement signed before it.
    await page
      .getByRole('button', { name: t(lang, 'my-funding.list.detailNamed', { name: project.nama }) })
      .click();
    const funding = page.getByRole('dialog', { name: project.nama });
    await expect(funding.getByText(t(lang, 'screen.signing.signed', { provider }))).toBeVisible();
  });
}
