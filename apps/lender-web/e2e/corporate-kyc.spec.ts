// Corporate KYC wizard against the real lender-api: a new corporate lender (email verified
// through the sandbox outbox) fills the
// company data (dates DD-MM-YYYY, amounts, NPWP photo and financial statement, corporate region
// calls), the administrators (a repeating group: add, remove, the first one's jabatan fixed), the
// shareholders and the contacts, verifies the phone by OTP (a wrong code first; the code is read from
// the sandbox SMS outbox) and lands on the dashboard. A reload in the middle keeps what was typed.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CorporateKycPage } from './pages/corporate-kyc-page';
import { LoginPage, logIn } from './pages/login-page';
import { RegisterPage } from './pages/register-page';
import { expectNoAxeViolations } from './support/axe';
import { ONE_LANGUAGE, localePath, specText, t } from './support/i18n';
import { expectUsableOnPhone } from './support/phone';
import { FINANCIAL_REPORT as REPORT, NPWP_PHOTO as PHOTO } from './support/files';
import { sessionHeaders } from './support/funded-lender';

async function latestOtp(request: APIRequestContext, phone: string): Promise<string> {
  const answer = await request.get(
    `/api/sandbox/outbox?recipient=${encodeURIComponent(`+62${phone}`)}`,
  );
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { body: string }[] };
  const code = /\b(\d{6})\b/.exec(data[0]?.body ?? '')?.[1];
  expect(code, 'an OTP SMS in the sandbox outbox').toBeDefined();
  return code!;
}

/** Opens the verification link the server mailed (sandbox outbox): the account becomes 'notfilled'. */
async function verifyEmail(page: Page, request: APIRequestContext, email: string): Promise<void> {
  // The mail is sent by a job after the registration answered: wait for it.
  let link: string | null | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(
          `/api/sandbox/outbox?recipient=${encodeURIComponent(email)}`,
        );
        expect(answer.ok()).toBe(true);
        const { data } = (await answer.json()) as { data: { link: string | null }[] };
        link = data.find((mail) => mail.link?.includes('verify-email'))?.link;
        return link;
      },
      { message: 'a verification mail in the sandbox outbox', timeout: 15_000 },
    )
    .toBeTruthy();
  const verified = page.waitForResponse(
    (response) => response.url().includes('/verify_email') && response.status() === 200,
  );
  await page.goto(link!);
  await verified;
}

const token = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value ?? '';

const nik = (prefix: string) => `${prefix}${Date.now().toString().slice(-12)}`;

for (const lang of ONE_LANGUAGE.id) {
  test(`new corporate lender: four steps → wrong OTP → OTP → dashboard (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const stamp = `${Date.now().toString(36)}${lang}`;
    const lender = {
      username: `pt.${stamp}`,
      email: `pt.${stamp}@pendana.test`,
      password: 'Rahasia123',
      type: 'corporate' as const,
    };
    const register = new RegisterPage(page, lang);
    await register.goto();
    await register.register(lender);
    await expect(page).toHaveURL(new RegExp(`${localePath(lang, '/auth/email-verification')}`));
    await verifyEmail(page, request, lender.email);
    await page.goto(localePath(lang, '/auth/login'));
    await new LoginPage(page, lang).login(lender.username, lender.password);
    await expect(page).toHaveURL(localePath(lang, '/dashboard'));

    const wizard = new CorporateKycPage(page, lang);
    await wizard.goto();
    await wizard.expectStep('corporate-kyc.wizard.stepCompany');
    await expectNoAxeViolations(page, `corporate company step (${lang})`);

    await wizard.field('corporate-kyc.company.nama').fill(`PT Amanah ${stamp}`);
    await wizard.field('corporate-kyc.company.npwp').fill('01.234.567.8-901.000');
    const deed = page.getByRole('group', { name: t(lang, 'corporate-kyc.company.deedSection') });
    await wizard.field('corporate-kyc.company.noAkta', deed).fill('12');
    await wizard.field('corporate-kyc.company.tanggalAkta', deed).fill('01062015');
    await expect(wizard.field('corporate-kyc.company.tanggalAkta', deed)).toHaveValue('01-06-2015');

    // Reload in the middle: the typed text comes back (draft), same step.
    await page.reload();
    await wizard.expectStep('corporate-kyc.wizard.stepCompany');
    await expect(page.getByText(t(lang, 'corporate-kyc.wizard.draftRestored'))).toBeVisible();
    await expect(wizard.field('corporate-kyc.company.nama')).toHaveValue(`PT Amanah ${stamp}`);
    await expect(wizard.field('corporate-kyc.company.tanggalAkta', deed)).toHaveValue('01-06-2015');

    await wizard.field('corporate-kyc.company.telepon').fill('0215551234');
    await wizard.choose('corporate-kyc.company.bidangPekerjaan');
    await wizard.field('corporate-kyc.region.alamat').fill('Jl. Sudirman 1');
    await wizard.choose('corporate-kyc.region.provinsi');
    await wizard.choose('corporate-kyc.region.kabupaten');
    await wizard.choose('corporate-kyc.region.kecamatan');
    await wizard.choose('corporate-kyc.region.kelurahan');
    await wizard.field('corporate-kyc.region.kodePos').fill('10220');
    await wizard.choose('corporate-kyc.company.bank');
    await wizard.field('corporate-kyc.company.rekening').fill('7123456789');
    await wizard.field('corporate-kyc.company.namaPemilik').fill(`PT Amanah ${stamp}`);
    await wizard.field('corporate-kyc.company.omset').fill('1500000000');
    await wizard.field('corporate-kyc.company.totalAset').fill('2750000000');
    await page.locator('input[type="file"][name="foto_npwp"]').setInputFiles(PHOTO);
    await page.locator('input[type="file"][name="laporan_keuangan"]').setInputFiles(REPORT);
    await expect(page.getByText(PHOTO.name)).toBeVisible();
    await wizard.next();

    await wizard.expectStep('corporate-kyc.wizard.stepAdministrators');
    await expect(page).toHaveURL(/step=2/);
    const first = wizard.person('corporate-kyc.person.administrator', 1);
    // The first administrator's jabatan is fixed (2) and cannot be changed.
    await expect(
      first.getByRole('combobox', { name: new RegExp(t(lang, 'corporate-kyc.person.jabatan')) }),
    ).toBeDisabled();
    await wizard.field('corporate-kyc.person.nama', first).fill('Budi Hartono');
    await wizard.field('corporate-kyc.person.identitas', first).fill(nik('3174'));
    await wizard.field('corporate-kyc.person.tanggalLahir', first).fill('05011980');
    await wizard.field('corporate-kyc.person.telepon', first).fill('081234567890');
    // The administrator's identity photo goes with the multipart list (admins[0][foto_ktp]).
    await page.locator('input[type="file"][name="people.0.foto_ktp"]').setInputFiles(PHOTO);
    // Add two more, remove the last: the group repeats, at least one stays.
    await page
      .getByRole('button', { name: t(lang, 'corporate-kyc.person.addAdministrator') })
      .click();
    await page
      .getByRole('button', { name: t(lang, 'corporate-kyc.person.addAdministrator') })
      .click();
    const third = wizard.person('corporate-kyc.person.administrator', 3);
    await expect(third).toBeVisible();
    const thirdName = t(lang, 'corporate-kyc.person.administrator', { number: '3' });
    await third
      .getByRole('button', { name: t(lang, 'corporate-kyc.person.remove', { name: thirdName }) })
      .click();
    await expect(third).toHaveCount(0);
    const second = wizard.person('corporate-kyc.person.administrator', 2);
    await wizard.field('corporate-kyc.person.nama', second).fill('Sari Dewi');
    await wizard.field('corporate-kyc.person.identitas', second).fill(nik('3175'));
    await wizard.choose('corporate-kyc.person.jabatan', second);
    await expectNoAxeViolations(page, `corporate administrators step (${lang})`);
    await wizard.next();

    await wizard.expectStep('corporate-kyc.wizard.stepShareholders');
    const saved = await request.get('/api/v1/lender_corporation/kyc/pengurus', {
      headers: sessionHeaders(await token(page)),
    });
    const admins = (
      (await saved.json()) as { data: { jabatan: number; foto_ktp: string | null }[] }
    ).data;
    expect(admins).toHaveLength(2);
    expect(admins[0]?.jabatan).toBe(2);
    expect(admins[0]?.foto_ktp).toBeTruthy();
    const holder = wizard.person('corporate-kyc.person.shareholder', 1);
    await wizard.field('corporate-kyc.person.nama', holder).fill('Budi Hartono');
    await wizard.field('corporate-kyc.person.identitas', holder).fill(nik('3174'));
    await wizard.choose('corporate-kyc.person.jabatan', holder);
    await wizard.choose('corporate-kyc.person.jenisPemegangSaham', holder);
    await wizard.field('corporate-kyc.person.nilaiSaham', holder).fill('500000000');
    await wizard.field('corporate-kyc.person.lembarSaham', holder).fill('5.000');
    await expectNoAxeViolations(page, `corporate shareholders step (${lang})`);
    await wizard.next();

    await wizard.expectStep('corporate-kyc.wizard.stepContacts');
    const contact = wizard.person('corporate-kyc.person.contact', 1);
    await wizard.field('corporate-kyc.person.nama', contact).fill('Rina Putri');
    await wizard.field('corporate-kyc.person.identitas', contact).fill(nik('3276'));
    await wizard.choose('corporate-kyc.person.jabatan', contact);
    await wizard.field('corporate-kyc.person.telepon', contact).fill('081298765432');
    await expectNoAxeViolations(page, `corporate contacts step (${lang})`);
    await wizard.next();

    const phoneDialog = page.getByRole('dialog', {
      name: t(lang, 'phone-verification.modal.phoneTitle'),
    });
    await expect(phoneDialog).toBeVisible();
    await expectNoAxeViolations(page, `corporate phone modal (${lang})`);
    const phone = `8${Date.now().toString().slice(-10)}`;
    await phoneDialog.getByLabel(t(lang, 'phone-verification.modal.phoneLabel')).fill(`0${phone}`);
    await phoneDialog
      .getByRole('button', { name: t(lang, 'phone-verification.modal.send') })
      .click();

    const otpDialog = page.getByRole('dialog', {
      name: t(lang, 'phone-verification.modal.otpTitle'),
    });
    await expect(otpDialog).toBeVisible();
    const code = await latestOtp(request, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await otpDialog.getByRole('textbox').first().click();
    await page.keyboard.type(wrong);
    await expect(
      otpDialog.getByText(specText(lang, 'Kode OTP yg kamu masukan salah!')),
    ).toBeVisible();
    await expectNoAxeViolations(page, `corporate OTP modal with error (${lang})`);

    await otpDialog.getByRole('textbox').first().click();
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Backspace');
    await otpDialog.getByRole('textbox').first().click();
    await page.keyboard.type(code);
    const success = page.getByRole('dialog', { name: t(lang, 'corporate-kyc.phone.successTitle') });
    await expect(success).toBeVisible();
    await expectNoAxeViolations(page, `corporate success modal (${lang})`);
    await success.getByRole('button', { name: t(lang, 'corporate-kyc.phone.toDashboard') }).click();
    await expect(page).toHaveURL(localePath(lang, '/dashboard'));
    // The account now waits for review.
    await expect(page.getByTestId('user-status')).toHaveText(
      t(lang, 'dashboard.home.statusPending'),
    );
  });
}

test('the corporate wizard is for corporations only: an individual goes to the dashboard', async ({
  page,
}) => {
  await logIn(page, 'id', 'demo.baru', 'Pendana123!');
  await page.goto('/dashboard/corporate-kyc');
  await expect(page).toHaveURL('/dashboard');
});

for (const lang of ONE_LANGUAGE.en) {
  test(`a 401 in the middle of the corporate wizard: back after login with what was typed (${lang})`, async ({
    page,
    context,
    request,
  }) => {
    const stamp = `${Date.now().toString(36)}${lang}`;
    const lender = {
      username: `pt401.${stamp}`,
      email: `pt401.${stamp}@pendana.test`,
      password: 'Rahasia123',
    };
    // Registered through the API: the register page is the subject of the journey above and auth.spec.ts.
    const registered = await request.post('/api/newAuth/register', {
      data: { ...lender, password_confirmation: lender.password, lender_type: 2 },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    await logIn(page, lang, lender.username, lender.password);
    const wizard = new CorporateKycPage(page, lang);
    await wizard.goto();
    await wizard.expectStep('corporate-kyc.wizard.stepCompany');
    const name = `PT Draft ${stamp}`;
    await wizard.field('corporate-kyc.company.nama').fill(name);

    // The session ends on the server side: the next call answers 401.
    const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
    await context.addCookies([{ ...token!, value: 'revoked-token' }]);
    await page.reload();
    await expect(page).toHaveURL(localePath(lang, '/auth/login'));

    await new LoginPage(page, lang).login(lender.username, lender.password);
    await expect(page).toHaveURL(localePath(lang, '/dashboard'));
    await wizard.goto();
    await wizard.expectStep('corporate-kyc.wizard.stepCompany');
    await expect(page.getByText(t(lang, 'corporate-kyc.wizard.draftRestored'))).toBeVisible();
    await expect(wizard.field('corporate-kyc.company.nama')).toHaveValue(name);
  });
}

test('the corporate wizard on a phone (360 px), with saved data: no horizontal scroll, nothing under the bars, no axe violations @phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'id', 'demo.korporasi', 'Pendana123!');
  const wizard = new CorporateKycPage(page, 'id');
  // demo.korporasi has every section: contact complete gives step 4 (spec §4)
  await wizard.goto();
  await wizard.expectStep('corporate-kyc.wizard.stepContacts');
  await expect(
    wizard.field('corporate-kyc.person.nama', wizard.person('corporate-kyc.person.contact', 1)),
  ).not.toHaveValue('');
  const steps = [
    ['?step=1', 'corporate-kyc.wizard.stepCompany'],
    ['?step=2', 'corporate-kyc.wizard.stepAdministrators'],
    ['?step=3', 'corporate-kyc.wizard.stepShareholders'],
    ['?step=4', 'corporate-kyc.wizard.stepContacts'],
  ] as const;
  for (const [query, step] of steps) {
    await wizard.goto(query);
    await wizard.expectStep(step);
    await expectUsableOnPhone(page, `corporate wizard ${query} on a phone`);
  }
});
