// The profile's single-page edits against the real lender-api, from the menu: the
// password confirmation, the saved section in its form, a change saved → 'Profile Berhasil di Ubah' →
// /dashboard, and the change still there after a reload. Heir information in Indonesian, work
// information in English, My Account in Indonesian; fresh lenders whose sections are saved through
// the API.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { newFundedLender, sessionHeaders } from './support/funded-lender';
import { localePath, specText, t } from './support/i18n';
import { logIn } from './pages/login-page';
import { confirmPassword, openBehindPassword } from './support/password-confirmation';
import { expectUsableOnPhone } from './support/phone';

test('heir information: password → edit → saved → dashboard; the change is kept (id)', async ({
  page,
  request,
}) => {
  const lender = await newFundedLender(request, 0);
  const saved = await request.post('/api/v1/lender/ekyc/ahli_waris', {
    headers: sessionHeaders(lender.token),
    data: {
      ahli_waris: 'Ahmad Fauzi',
      nik: '3201234567890001',
      hubungan: 2,
      telp: '81234567890',
      kode_operator: '812',
      alamat: 'Depok',
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await logIn(page, 'id', lender.username, lender.password);
  await openBehindPassword(page, 'id', 'heirInformation', lender.password);
  await expect(page).toHaveURL('/dashboard/heir-information');
  const address = page.getByLabel(t('id', 'ekyc.heirStep.alamat'), { exact: false });
  await expect(address).toHaveValue('Depok');
  await expectNoAxeViolations(page, 'heir information (id)');
  await address.fill('Jl. Margonda Raya 1, Depok');
  await page.getByRole('button', { name: t('id', 'ekyc.profileEdit.save') }).click();
  await expect(page.getByText('Profile Berhasil di Ubah')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');

  await page.goto('/dashboard/heir-information');
  await confirmPassword(page, 'id', lender.password);
  await expect(page.getByLabel(t('id', 'ekyc.heirStep.alamat'), { exact: false })).toHaveValue(
    'Jl. Margonda Raya 1, Depok',
  );
});

test('work information: password → edit → saved → dashboard; the change is kept (en)', async ({
  page,
  request,
}) => {
  const lender = await newFundedLender(request, 0);
  const saved = await request.post('/api/v1/lender/ekyc/pendidikan', {
    headers: sessionHeaders(lender.token),
    data: {
      pendidikan: 5,
      pekerjaan: 3,
      estimasi_penghasilan: 3,
      sumber_penghasilan: 1,
      npwp: '123456789012345',
      rekening: '7123456789',
      bank: '451',
      nama_pemilik: 'Pendana Uji',
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await logIn(page, 'en', lender.username, lender.password);
  await openBehindPassword(page, 'en', 'workInformation', lender.password);
  await expect(page).toHaveURL(localePath('en', '/dashboard/work-information'));
  const account = page.getByLabel(t('en', 'ekyc.educationStep.rekening'), { exact: false });
  await expect(account).toHaveValue('7123456789');
  await expectNoAxeViolations(page, 'work information (en)');
  await account.fill('7123450000');
  await page.getByRole('button', { name: t('en', 'ekyc.profileEdit.save') }).click();
  await expect(page.getByText(specText('en', 'Profile Berhasil di Ubah'))).toBeVisible();
  await expect(page).toHaveURL(localePath('en', '/dashboard'));

  await page.goto(localePath('en', '/dashboard/work-information'));
  await confirmPassword(page, 'en', lender.password);
  await expect(
    page.getByLabel(t('en', 'ekyc.educationStep.rekening'), { exact: false }),
  ).toHaveValue('7123450000');
});

test('my account: password → religion and marital status changed → saved → dashboard; kept (id)', async ({
  page,
  request,
}) => {
  const lender = await newFundedLender(request, 0);
  await logIn(page, 'id', lender.username, lender.password);
  await openBehindPassword(page, 'id', 'myAccount', lender.password);
  await expect(page).toHaveURL('/dashboard/my-account');
  await expect(page.getByText(lender.email, { exact: true })).toBeVisible();
  // Nothing changed: said, nothing sent.
  await page.getByRole('button', { name: t('id', 'profile.form.save') }).click();
  await expect(page.getByText(t('id', 'profile.form.unchanged'))).toBeVisible();

  const religion = page.getByRole('combobox', { name: t('id', 'profile.form.religion') });
  await religion.click();
  const firstReligion = page.getByRole('option').first();
  const religionName = (await firstReligion.textContent())?.trim() ?? '';
  await firstReligion.click();
  const marital = page.getByRole('combobox', { name: t('id', 'profile.form.maritalStatus') });
  await marital.click();
  const firstMarital = page.getByRole('option').first();
  const maritalName = (await firstMarital.textContent())?.trim() ?? '';
  await firstMarital.click();
  await page.getByRole('button', { name: t('id', 'profile.form.save') }).click();
  await expect(page.getByText('Profile Berhasil di Ubah')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');

  await page.goto('/dashboard/my-account');
  await confirmPassword(page, 'id', lender.password);
  await expect(
    page.getByRole('combobox', { name: t('id', 'profile.form.religion') }),
  ).toContainText(religionName);
  await expect(
    page.getByRole('combobox', { name: t('id', 'profile.form.maritalStatus') }),
  ).toContainText(maritalName);
  // The corporate account page is not an individual's: sent home.
  await page.goto('/dashboard/my-account-corporate');
  await expect(page).toHaveURL('/dashboard');
});

test('my account and heir information on a phone (360 px): no horizontal scroll, axe 0, the keyboard in view @phone', async ({
  page,
}) => {
  await logIn(page, 'id', 'demo.individu', 'Pendana123!');
  await page.goto('/dashboard/my-account');
  await confirmPassword(page, 'id', 'Pendana123!');
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: t('id', 'profile.account.personalHeading'),
      exact: true,
    }),
  ).toBeVisible();
  await expectUsableOnPhone(page, 'my account');
  await page.goto('/dashboard/heir-information');
  await confirmPassword(page, 'id', 'Pendana123!');
  await expect(page.getByRole('button', { name: t('id', 'ekyc.profileEdit.save') })).toBeVisible();
  await expectUsableOnPhone(page, 'heir information');
});

test('corporate account: password → the company edit → saved → dashboard; kept; the individual pages refused (en)', async ({
  page,
}) => {
  const lang = 'en';
  await logIn(page, lang, 'demo.korporasi', 'Pendana123!');
  await openBehindPassword(page, lang, 'myAccountCorporate', 'Pendana123!');
  await expect(page).toHaveURL(localePath(lang, '/dashboard/my-account-corporate'));
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: t(lang, 'profile.corporate.companyHeading'),
      exact: true,
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page, `corporate account (${lang})`);

  await page.getByRole('link', { name: t(lang, 'profile.corporate.editCompany') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: t(lang, 'corporate-kyc.wizard.editTitle') }),
  ).toBeVisible();
  const phone = page.getByLabel(t(lang, 'corporate-kyc.company.telepon'), { exact: false });
  const changed = `0215${String(Date.now()).slice(-6)}`;
  await phone.fill(changed);
  await page
    .getByRole('button', { name: t(lang, 'corporate-kyc.wizard.save'), exact: true })
    .click();
  await expect(page.getByText(specText(lang, 'Profile Berhasil di Ubah'))).toBeVisible();
  await expect(page).toHaveURL(localePath(lang, '/dashboard'));
  await page.goto(`${localePath(lang, '/dashboard/corporate-kyc')}?edit=company`);
  await expect(
    page.getByLabel(t(lang, 'corporate-kyc.company.telepon'), { exact: false }),
  ).toHaveValue(changed);

  // The individual pages are not a corporation's: sent home.
  for (const path of ['/dashboard/my-account', '/dashboard/heir-information']) {
    await page.goto(localePath(lang, path));
    await expect(page).toHaveURL(localePath(lang, '/dashboard'));
  }
});

test('the corporate account on a phone (360 px): no horizontal scroll, axe 0, the keyboard in view (id) @phone', async ({
  page,
}) => {
  await logIn(page, 'id', 'demo.korporasi', 'Pendana123!');
  await page.goto('/dashboard/my-account-corporate');
  await confirmPassword(page, 'id', 'Pendana123!');
  await expect(
    page.getByRole('link', { name: t('id', 'profile.corporate.editCompany') }),
  ).toBeVisible();
  await expectUsableOnPhone(page, 'corporate account');
});
