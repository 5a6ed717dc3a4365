// Simulation against the real lender-api, from the menu: the ownership financing's
// result dialog holds the server's figures for the same inputs, for both kinds of schedule: the first
// type (Murabahah, a flat margin) in Indonesian and the second (Musyarakah Mutanaqisah, an annuity)
// in English.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { sessionHeaders, apiLogin } from './support/funded-lender';
import { LANGS, localePath, t, type Lang } from './support/i18n';
import { rupiah } from './support/money';

const INPUT = { harga: 500_000_000, uang_muka: 150_000_000, tenor: 60 };

async function serverAnswer(request: APIRequestContext, lang: Lang) {
  const headers = {
    ...sessionHeaders(await apiLogin(request, 'demo.individu')),
    // The lists are named in the page's language.
    'X-LANG': lang,
  };
  const masters = (await (
    await request.post('/api/kprAuth/masterSimulasiPengajuan', { headers })
  ).json()) as {
    data_tipe_pendanaan: { id: number; nama: string }[];
    data_tujuan_pendanaan: { id: number; nama: string }[];
  };
  const type = masters.data_tipe_pendanaan[lang === 'id' ? 0 : 1]!;
  const purpose = masters.data_tujuan_pendanaan[0]!;
  const answer = await request.post('/api/kprAuth/getResultSimulationKepemilikan', {
    headers,
    data: { tipe_pendanaan: type.id, tujuan_pendanaan: purpose.id, ...INPUT },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const result = (await answer.json()) as {
    total_cicilan: number;
    nominal_cicilan_perbulan: number;
  };
  return { type, purpose, result };
}

for (const lang of LANGS) {
  test(`the ownership simulation shows the server's figures (${lang})`, async ({
    page,
    request,
  }) => {
    const { type, purpose, result } = await serverAnswer(request, lang);
    await logIn(page, lang, 'demo.individu', 'Pendana123!');
    await page
      .getByRole('link', { name: t(lang, 'app.menu.simulation') })
      .first()
      .click();
    await expect(page).toHaveURL(localePath(lang, '/dashboard/simulation'));

    await page.getByRole('combobox', { name: t(lang, 'simulation.form.type') }).click();
    await page.getByRole('option', { name: type.nama, exact: true }).click();
    await page.getByRole('combobox', { name: t(lang, 'simulation.form.purpose') }).click();
    await page.getByRole('option', { name: purpose.nama, exact: true }).click();
    await page.getByLabel(t(lang, 'simulation.form.price')).fill(String(INPUT.harga));
    await page.getByLabel(t(lang, 'simulation.form.downPayment')).fill(String(INPUT.uang_muka));
    await page.getByLabel(t(lang, 'simulation.form.tenor')).fill(String(INPUT.tenor));
    await page.getByRole('button', { name: t(lang, 'simulation.form.submit') }).click();

    const dialog = page.getByRole('dialog', { name: t(lang, 'simulation.result.title') });
    await expect(dialog).toContainText(rupiah(result.nominal_cicilan_perbulan));
    await expect(dialog).toContainText(rupiah(result.total_cicilan));
    await expectNoAxeViolations(page, `simulation result (${lang})`);
  });
}

test("the funding simulator: a project's estimate from the server's multipliers (en)", async ({
  page,
  request,
}) => {
  const lang = 'en';
  const headers = sessionHeaders(await apiLogin(request, 'demo.individu'));
  const listed = (await (await request.post('/api/newSimulation/listAll', { headers })).json()) as {
    dataProyekAktif: {
      nama: string;
      harga_paket: number;
      tenor: number;
      interval: number;
      pmarginbulanan: number;
      psisamargin: number;
    }[];
  };
  const project = listed.dataProyekAktif[0]!;
  const amount = 3 * project.harga_paket;
  const leftOver = project.interval > 0 ? project.tenor % project.interval : project.tenor;
  const monthly = Math.floor(amount * project.pmarginbulanan + 1e-6);
  const total = Math.floor(
    amount * project.pmarginbulanan * (project.tenor - leftOver) +
      amount * project.psisamargin +
      1e-6,
  );

  await logIn(page, lang, 'demo.individu', 'Pendana123!');
  await page.goto(`${localePath(lang, '/dashboard/simulation')}?kind=funding`);
  await page.getByRole('combobox', { name: t(lang, 'simulation.funding.project') }).click();
  await page.getByRole('option', { name: project.nama, exact: true }).click();
  await page.getByLabel(t(lang, 'simulation.funding.packages')).fill('3');
  await page.getByRole('button', { name: t(lang, 'simulation.funding.calculate') }).click();
  const result = page.getByRole('dialog', { name: t(lang, 'simulation.funding.resultHeading') });
  await expect(result).toContainText(rupiah(amount));
  await expect(result).toContainText(rupiah(monthly));
  await expect(result).toContainText(rupiah(total));
  await expectNoAxeViolations(page, `funding simulator result (${lang})`);
});
