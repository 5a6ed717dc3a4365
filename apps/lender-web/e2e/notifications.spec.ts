// Notifications against the real lender-api (its journeys' server hands events to delivery every
// second: NOTIFICATIONS_DISPATCH_SECONDS in playwright.config.ts). A repayment recorded for a project
// the lender funded (the seed's `demo.kabar` lenders, one per language, whose project's first yield
// is due today and which no other journey uses; paid on the sandbox project life page) → the bell
// says 1 unread → the inbox's item opens Manage Funding's yield drawer of that funding. A withdrawal
// paid (a fresh lender: API register, sandbox VA payment, bank data; the sandbox bank pays it) → its
// mail is in the sandbox outbox, in the lender's language, and its inbox item opens the withdrawal
// history. By visible labels, in Indonesian and English, axe 0 on the inbox. The server's texts of
// each kind are written literally here, so a drifting text fails.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { apiLogin, DEMO_PASSWORD, sessionHeaders } from './support/funded-lender';
import { LANGS, localePath, t, type Lang } from './support/i18n';
import { rupiah } from './support/money';
import {
  bell,
  inbox,
  mailLanguage,
  mailSubjects,
  markAllRead,
  unreadCount,
} from './support/notifications';
import {
  decideLatest,
  lenderWithPayoutAccount,
  requestWithdrawal,
  withdrawalCard,
  withdrawalStage,
} from './support/withdrawal';

/** The seed's lenders at a project's first payout, one per language (`PAYOUT_DUE_SEEDS`). */
const LENDERS: Record<Lang, { username: string; project: string }> = {
  id: { username: 'demo.kabar', project: 'Modal Kerja Warung Soto Lamongan Cak Har' },
  en: { username: 'demo.kabar2', project: 'Modal Kerja Kedai Kopi Gayo Takengon' },
};

/** The server's titles of the two kinds (modules/notifications/texts.ts); a mail's subject adds the brand. */
const TITLE = {
  yield_received: { id: 'Imbal hasil diterima', en: 'Yield received' },
  withdrawal_paid: { id: 'Penarikan berhasil', en: 'Withdrawal paid' },
} as const;

const WITHDRAWN = 200_000;

/** The withdrawal's success message (spec §8's wording in Indonesian; the catalogue's English). */
const SUCCESS = { id: 'Penarikan anda sedang diproses', en: 'Your withdrawal is being processed' };

interface Life {
  id_proyek: number;
  nama: string;
  next_due: { tanggal: string } | null;
}

async function lives(request: APIRequestContext, token: string): Promise<Life[]> {
  const answer = await request.get('/api/v1/sandbox/projects/life', {
    headers: sessionHeaders(token),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: Life[] }).data;
}

for (const lang of LANGS) {
  test(`a repayment recorded: the bell says 1 unread, the inbox item opens the funding's yield drawer (${lang})`, async ({
    page,
    request,
  }) => {
    const { username, project } = LENDERS[lang];
    const token = await apiLogin(request, username);
    const [life] = (await lives(request, token)).filter((l) => l.nama === project);
    expect(life?.next_due, `${username}'s project with its first payout due`).toBeTruthy();

    // The seed's own items (its top-up and funding) delivered, then all read: the bell starts at 0.
    await expect
      .poll(async () => (await inbox(request, token, lang)).map((item) => item.kind))
      .toContain('funding_confirmed');
    await markAllRead(request, token);
    expect(await unreadCount(request, token)).toBe(0);

    await logIn(page, lang, username, DEMO_PASSWORD);
    await expect(bell(page, lang, 0)).toBeVisible();

    // The borrower pays the due payout on the sandbox project life page.
    await page.goto(localePath(lang, '/dashboard/sandbox-life'));
    const card = page.locator('li', { has: page.getByRole('heading', { name: project }) });
    const pay = card.getByRole('button', { name: t(lang, 'sandbox.life.payNextDue') });
    await pay.click();
    await expect
      .poll(async () => (await lives(request, token)).find((l) => l.nama === project)?.next_due)
      .not.toEqual(life!.next_due);
    await expect(card.getByText(t(lang, 'sandbox.life.refused'))).toHaveCount(0);

    // Delivered within seconds: a page loaded now shows the bell with 1 unread.
    await expect.poll(() => unreadCount(request, token)).toBe(1);
    await page.goto(localePath(lang, '/dashboard'));
    await expect(bell(page, lang, 1)).toBeVisible();
    await bell(page, lang, 1).click();
    await expect(
      page.getByRole('heading', { level: 1, name: t(lang, 'notifications.inbox.title') }),
    ).toBeVisible();
    const [item] = await inbox(request, token, lang);
    expect(item).toMatchObject({ kind: 'yield_received', title: TITLE.yield_received[lang] });
    const amount = Number(item!.payload.amount);
    const list = page.getByRole('list', { name: t(lang, 'notifications.inbox.listLabel') });
    await expect(list.getByRole('link', { name: TITLE.yield_received[lang] })).toBeVisible();
    await expectNoAxeViolations(page, `inbox, a yield received (${lang})`);

    // The item opens Manage Funding with the yield drawer of that project's funding.
    await list.getByRole('link', { name: TITLE.yield_received[lang] }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-funding\?drawer=yield&/);
    const drawer = page.getByRole('dialog', { name: t(lang, 'my-funding.yield.title') });
    await expect(drawer.getByText(project, { exact: true })).toBeVisible();
    await expect(drawer.getByText(rupiah(amount)).first()).toBeVisible();
    // Opening the item read it.
    await expect.poll(() => unreadCount(request, token)).toBe(0);
  });

  test(`a withdrawal paid: the mail is in the sandbox outbox, the inbox item opens the withdrawal history (${lang})`, async ({
    page,
    request,
  }) => {
    const lender = await lenderWithPayoutAccount(request, 1_000_000);
    await mailLanguage(request, lender.token, lang);
    await logIn(page, lang, lender.username, lender.password);
    await page.goto(localePath(lang, '/dashboard/withdrawal'));
    await expect(
      page.getByRole('heading', { level: 1, name: t(lang, 'withdrawal.page.title') }),
    ).toBeVisible();
    await requestWithdrawal(page, lang, WITHDRAWN, lender.password);
    const result = page.getByRole('dialog', { name: t(lang, 'screen.moneyAction.successTitle') });
    await expect(result.getByText(SUCCESS[lang])).toBeVisible();
    await result
      .getByRole('button', { name: t(lang, 'common.action.close') })
      .last()
      .click();
    await expect(
      withdrawalCard(page, lang, WITHDRAWN).getByText(
        withdrawalStage(lang, 'processing', 'stageCurrent'),
      ),
    ).toBeAttached();
    const decided = await decideLatest(request, lender.token, 'paid');
    expect(decided.jumlah_penarikan).toBe(WITHDRAWN);

    // The mail, in the lender's language, in the sandbox outbox.
    const subject = `Pendana: ${TITLE.withdrawal_paid[lang]}`;
    await expect.poll(() => mailSubjects(request, lender.email)).toContain(subject);
    await page.goto(`/sandbox/outbox?recipient=${encodeURIComponent(lender.email)}`);
    const mail = page.locator('article', { has: page.getByText(subject, { exact: true }) });
    await expect(mail).toBeVisible();
    await expect(mail).toContainText(lender.email);

    // The inbox item opens the withdrawal history, where the withdrawal shows paid.
    await expect
      .poll(async () => (await inbox(request, lender.token, lang)).map((item) => item.kind))
      .toContain('withdrawal_paid');
    await page.goto(localePath(lang, '/dashboard/notifications'));
    const list = page.getByRole('list', { name: t(lang, 'notifications.inbox.listLabel') });
    await list.getByRole('link', { name: TITLE.withdrawal_paid[lang] }).click();
    await expect(page).toHaveURL(/\/dashboard\/withdrawal#withdrawal-history-heading$/);
    await expect(
      page.getByRole('heading', { level: 2, name: t(lang, 'withdrawal.history.heading') }),
    ).toBeVisible();
    await expect(
      withdrawalCard(page, lang, WITHDRAWN).getByText(withdrawalStage(lang, 'paid', 'stageDone')),
    ).toBeAttached();
  });
}
