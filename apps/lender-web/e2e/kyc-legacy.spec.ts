// The older individual KYC flow against the real lender-api: a new individual lender
// (email verified through the sandbox outbox) fills the personal data (first multipart form; the
// three identity photos are posted separately after it), lands on step 1, fills the second form,
// then the heir, verifies the phone by OTP (a wrong code first) and goes to the dashboard. A reload
// keeps what was typed; axe finds nothing on each step and modal.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LegacyKycPage } from './pages/legacy-kyc-page';
import { LoginPage, logIn } from './pages/login-page';
import { RegisterPage } from './pages/register-page';
import { expectNoAxeViolations } from './support/axe';
import { LANGS, localePath, specText, t } from './support/i18n';

const PHOTO = {
  name: 'foto.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGMQaHDAihiGlgQARfQ0AbzCrFMAAAAASUVORK5CYII=',
    'base64',
  ),
};

async function outbox(request: APIRequestContext, recipient: string) {
  const answer = await request.get(
    `/api/sandbox/outbox?recipient=${encodeURIComponent(recipient)}`,
  );
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { body: string; link: string | null }[] }).data;
}

async function verifyEmail(page: Page, request: APIRequestContext, email: string): Promise<void> {
  // The mail is sent by a job after the registration answered: wait for it.
  let link: string | null | undefined;
  await expect
    .poll(
      async () => {
        link = (await outbox(request, email)).find((mail) =>
          mail.link?.includes('verify-email'),
        )?.link;
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

for (const lang of LANGS) {
  test(`older KYC: personal data + photos → step 1 → step 2 → wrong OTP → OTP → dashboard (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const stamp = `${Date.now().toString(36)}${lang}`;
    const lender = {
      username: `kyc.${stamp}`,
      email: `kyc.${stamp}@pendana.test`,
      password: 'Rahasia123',
      type: 'individual' as const,
    };
    const register = new RegisterPage(page, lang);
    await register.goto();
    await register.register(lender);
    await expect(page).toHaveURL(new RegExp(localePath(lang, '/auth/email-verification')));
    await verifyEmail(page, request, lender.email);
    await page.goto(localePath(lang, '/auth/login'));
    await new LoginPage(page, lang).login(lender.username, lender.password);
    await expect(page).toHaveURL(localePath(lang, '/dashboard'));

    const wizard = new LegacyKycPage(page, lang);
    await wizard.goto();
    await wizard.expectStep('kyc-legacy.wizard.stepPersonal');
    await expectNoAxeViolations(page, `older KYC personal data (${lang})`);

    await wizard.field('kyc-legacy.field.nik').fill(`3174${Date.now().toString().slice(-12)}`);
    await wizard.field('kyc-legacy.field.nama').fill('Siti Aminah');
    await wizard.field('kyc-legacy.field.tempatLahir').fill('Jakarta');
    await wizard.field('kyc-legacy.field.tanggalLahir').fill('17081990');
    await wizard.field('kyc-legacy.field.ibuKandung').fill('Fatimah');
    await page.reload();
    await wizard.expectStep('kyc-legacy.wizard.stepPersonal');
    await expect(page.getByText(t(lang, 'kyc-legacy.wizard.draftRestored'))).toBeVisible();
    await expect(wizard.field('kyc-legacy.field.ibuKandung')).toHaveValue('Fatimah');
    await expect(wizard.field('kyc-legacy.field.tanggalLahir')).toHaveValue('17-08-1990');

    await wizard.choose('kyc-legacy.field.jenisKelamin');
    await wizard.choose('kyc-legacy.field.agama');
    await wizard.choose('kyc-legacy.field.statusPernikahan');
    await wizard.field('kyc-legacy.field.alamat').fill('Jl. Melati 1');
    await wizard.choose('kyc-legacy.field.provinsi');
    await wizard.choose('kyc-legacy.field.kabupaten');
    await wizard.choose('kyc-legacy.field.kecamatan');
    await wizard.choose('kyc-legacy.field.kelurahan');
    await wizard.field('kyc-legacy.field.kodePos').fill('23773');
    await wizard.field('kyc-legacy.field.rt').fill('001');
    await wizard.field('kyc-legacy.field.rw').fill('002');
    for (const name of ['ktp', 'profile_ktp', 'profile']) {
      await page.locator(`input[type="file"][name="${name}"]`).setInputFiles(PHOTO);
    }
    const photosPosted = page.waitForResponse(
      (response) =>
        response.url().endsWith('/v1/lender/kyc/data_diri/foto') &&
        response.request().method() === 'POST',
    );
    await wizard.next();

    // Step 1 follows the successful first submit; the photos are posted after it.
    await wizard.expectStep('kyc-legacy.wizard.stepEducation');
    await expect(page).toHaveURL(/step=1/);
    expect((await photosPosted).status()).toBe(200);
    await expect(page.getByText(t(lang, 'kyc-legacy.wizard.photosSent'))).toBeVisible();
    await expectNoAxeViolations(page, `older KYC education (${lang})`);
    await wizard.choose('kyc-legacy.field.pendidikan');
    await wizard.choose('kyc-legacy.field.pekerjaan');
    await wizard.choose('kyc-legacy.field.estimasiPenghasilan');
    await wizard.choose('kyc-legacy.field.sumberPenghasilan');
    await wizard.choose('kyc-legacy.field.bank');
    await wizard.field('kyc-legacy.field.rekening').fill('7123456789');
    await wizard.field('kyc-legacy.field.namaPemilik').fill('Siti Aminah');
    await wizard.next();

    await wizard.expectStep('kyc-legacy.wizard.stepHeir');
    await expect(page).toHaveURL(/step=2/);
    await expectNoAxeViolations(page, `older KYC heir (${lang})`);
    await wizard.field('kyc-legacy.field.ahliWaris').fill('Ahmad Fauzi');
    await wizard
      .field('kyc-legacy.field.nikAhliWaris')
      .fill(`3201${Date.now().toString().slice(-12)}`);
    await wizard.choose('kyc-legacy.field.hubungan');
    await wizard.field('kyc-legacy.field.telp').fill('081234567890');
    await wizard.field('kyc-legacy.field.alamatAhliWaris').fill('Depok');
    await wizard.next();

    const phoneDialog = page.getByRole('dialog', {
      name: t(lang, 'phone-verification.modal.phoneTitle'),
    });
    await expect(phoneDialog).toBeVisible();
    await expectNoAxeViolations(page, `older KYC phone modal (${lang})`);
    const phone = `8${Date.now().toString().slice(-10)}`;
    await phoneDialog.getByLabel(t(lang, 'phone-verification.modal.phoneLabel')).fill(`0${phone}`);
    await phoneDialog
      .getByRole('button', { name: t(lang, 'phone-verification.modal.send') })
      .click();
    const otpDialog = page.getByRole('dialog', {
      name: t(lang, 'phone-verification.modal.otpTitle'),
    });
    await expect(otpDialog).toBeVisible();
    const sms = await outbox(request, `+62${phone}`);
    const code = /\b(\d{6})\b/.exec(sms[0]?.body ?? '')?.[1];
    expect(code, 'an OTP SMS in the sandbox outbox').toBeDefined();
    const wrong = code === '000000' ? '111111' : '000000';
    await otpDialog.getByRole('textbox').first().click();
    await page.keyboard.type(wrong);
    await expect(
      otpDialog.getByText(specText(lang, 'Kode OTP yg kamu masukan salah!')),
    ).toBeVisible();
    await expectNoAxeViolations(page, `older KYC OTP modal with error (${lang})`);
    await otpDialog.getByRole('textbox').first().click();
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Backspace');
    await otpDialog.getByRole('textbox').first().click();
    await page.keyboard.type(code!);
    const success = page.getByRole('dialog', { name: t(lang, 'kyc-legacy.phone.successTitle') });
    await expect(success).toBeVisible();
    await expectNoAxeViolations(page, `older KYC success modal (${lang})`);
    await success.getByRole('button', { name: t(lang, 'kyc-legacy.phone.toDashboard') }).click();
    await expect(page).toHaveURL(localePath(lang, '/dashboard'));
  });
}

test('the older KYC flow is for individuals only: a corporation goes to the dashboard', async ({
  page,
}) => {
  await logIn(page, 'id', 'demo.korporasi', 'Pendana123!');
  await page.goto('/dashboard/kyc');
  await expect(page).toHaveURL('/dashboard');
});
