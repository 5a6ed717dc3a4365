// My Account's address and occupation against the real lender-api: a verified seed lender (identity
// checked) moves house — street, province → city → district → village, postcode, RT/RW — and changes
// occupation; saved → 'Profile Berhasil di Ubah' → /dashboard; after a reload the change is kept. The
// identity number is read-only with its reason. Indonesian and English, each with its own lender.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { apiLogin, DEMO_PASSWORD, sessionHeaders } from './support/funded-lender';
import { localePath, specText, t, type Lang } from './support/i18n';
import { logIn } from './pages/login-page';
import { confirmPassword, openBehindPassword } from './support/password-confirmation';
import { expectUsableOnPhone } from './support/phone';

/** Verified seed lenders (status_ekyc 1) living in Jakarta Pusat, and their NIK. */
const LENDERS: Record<Lang, { username: string; nik: string }> = {
  id: { username: 'demo.kabar', nik: '3174011207870051' },
  en: { username: 'demo.kabar2', nik: '3174015608900061' },
};

/** The new home: Surabaya, Genteng, its first village; the names as the region calls answer them. */
async function newAddress(request: APIRequestContext, token: string) {
  const headers = sessionHeaders(token);
  const list = async <T>(path: string) => {
    const response = await request.get(`/api${path}`, { headers });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: T[] }).data;
  };
  const province = (
    await list<{ kode_provinsi: string; nama_provinsi: string }>('/v2/wilayah/provinsi')
  ).find((p) => p.kode_provinsi === '35')!;
  const city = (
    await list<{ kode_kota: string; nama_kota: string }>('/v2/region/kabupaten?kode_provinsi=35')
  ).find((c) => c.kode_kota === '3578')!;
  const district = (
    await list<{ kode_kecamatan: string; nama_kecamatan: string }>(
      '/v2/region/kecamatan?kode_kota=3578',
    )
  ).find((d) => d.kode_kecamatan === '357801')!;
  const village = (
    await list<{ kode_kelurahan: string; nama_kelurahan: string }>(
      '/v2/region/kelurahan?kode_kecamatan=357801',
    )
  )[0]!;
  return {
    province: province.nama_provinsi,
    city: city.nama_kota,
    district: district.nama_kecamatan,
    village: village.nama_kelurahan,
  };
}

function section(page: Page, lang: Lang) {
  return page.getByRole('region', { name: t(lang, 'profile.personalData.heading') });
}

async function pick(page: Page, combobox: ReturnType<Page['getByRole']>, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(combobox).toContainText(option);
}

for (const lang of ['id', 'en'] as const) {
  test(`my account: the address (province → village) and occupation saved → dashboard; kept after a reload; the NIK read-only (${lang})`, async ({
    page,
    request,
  }) => {
    const lender = LENDERS[lang];
    const address = await newAddress(request, await apiLogin(request, lender.username));
    const street = `Jl. Embong Malang ${Date.now() % 1000}`;

    await logIn(page, lang, lender.username, DEMO_PASSWORD);
    await openBehindPassword(page, lang, 'myAccount', DEMO_PASSWORD);
    await expect(page).toHaveURL(localePath(lang, '/dashboard/my-account'));
    const form = section(page, lang);
    const nik = form.getByLabel(t(lang, 'profile.personalData.nik'), { exact: false });
    await expect(nik).toHaveValue(lender.nik);
    await expect(nik).toHaveAttribute('readonly', '');
    await expect(form.getByText(t(lang, 'profile.personalData.identityLocked'))).toBeVisible();
    await expectNoAxeViolations(page, `my account, address and occupation (${lang})`);

    const combobox = (key: Parameters<typeof t>[1]) =>
      form.getByRole('combobox', { name: t(lang, key) });
    await form.getByLabel(t(lang, 'profile.personalData.alamat'), { exact: false }).fill(street);
    await pick(page, combobox('profile.personalData.provinsi'), address.province);
    await pick(page, combobox('profile.personalData.kabupaten'), address.city);
    await pick(page, combobox('profile.personalData.kecamatan'), address.district);
    await pick(page, combobox('profile.personalData.kelurahan'), address.village);
    await form.getByLabel(t(lang, 'profile.personalData.kodePos'), { exact: false }).fill('60271');
    await form.getByLabel(/^RT/).fill('7');
    await form.getByLabel(/^RW/).fill('3');
    await pick(page, combobox('profile.personalData.pekerjaan'), 'Wiraswasta');
    await form.getByRole('button', { name: t(lang, 'profile.personalData.save') }).click();
    await expect(page.getByText(specText(lang, 'Profile Berhasil di Ubah'))).toBeVisible();
    await expect(page).toHaveURL(localePath(lang, '/dashboard'));

    // A new page load: what the form shows now comes from the server.
    await page.goto(localePath(lang, '/dashboard/my-account'));
    await confirmPassword(page, lang, DEMO_PASSWORD);
    const reloaded = section(page, lang);
    await expect(
      reloaded.getByLabel(t(lang, 'profile.personalData.alamat'), { exact: false }),
    ).toHaveValue(street);
    const kept = (key: Parameters<typeof t>[1]) =>
      reloaded.getByRole('combobox', { name: t(lang, key) });
    await expect(kept('profile.personalData.provinsi')).toContainText(address.province);
    await expect(kept('profile.personalData.kabupaten')).toContainText(address.city);
    await expect(kept('profile.personalData.kecamatan')).toContainText(address.district);
    await expect(kept('profile.personalData.kelurahan')).toContainText(address.village);
    await expect(reloaded.getByLabel(/^RT/)).toHaveValue('7');
    await expect(kept('profile.personalData.pekerjaan')).toContainText('Wiraswasta');
    await expect(
      reloaded.getByLabel(t(lang, 'profile.personalData.nik'), { exact: false }),
    ).toHaveAttribute('readonly', '');
  });
}

test('my account, address and occupation on a phone (360 px): no horizontal scroll, axe 0, the keyboard in view @phone', async ({
  page,
}) => {
  await logIn(page, 'id', 'demo.kabar', DEMO_PASSWORD);
  await page.goto('/dashboard/my-account');
  await confirmPassword(page, 'id', DEMO_PASSWORD);
  const form = section(page, 'id');
  await expect(form.getByLabel(t('id', 'profile.personalData.nik'), { exact: false })).toHaveValue(
    LENDERS.id.nik,
  );
  await expect(form.getByText(t('id', 'profile.personalData.identityLocked'))).toBeVisible();
  await expectUsableOnPhone(page, 'my account with the address and occupation');
});
