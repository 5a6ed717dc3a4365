// The sandbox project life against the real lender-api and its demo seed: demo.riwayat's late project
// shows the stage, the next due and the days late the server computes (read from the API here, never
// a number of the journey's own), and its ended projects (repaid, defaulted) stay listed with their
// stage and no action, in Indonesian, axe 0. It only reads: moving the sandbox clock would move every
// other journey's day on the shared server.
import { expect, test } from '@playwright/test';
import { logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { apiLogin, DEMO_PASSWORD, sessionHeaders } from './support/funded-lender';
import { localePath, t, type Lang } from './support/i18n';

interface Life {
  nama: string;
  stage: string;
  days_late: number;
  next_due: { tanggal: string; nominal: number } | null;
}

test('the history lender’s late project: its stage and days late as the server computes them; its ended projects listed with their stage, no action (id)', async ({
  page,
  request,
}) => {
  const lang: Lang = 'id';
  const token = await apiLogin(request, 'demo.riwayat');
  const answer = await request.get('/api/v1/sandbox/projects/life', {
    headers: { ...sessionHeaders(token), 'X-LANG': lang },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const lives = ((await answer.json()) as { data: Life[] }).data;
  const late = lives.find((life) => life.stage === 'late');
  expect(late, 'the seed gives demo.riwayat a late project').toBeDefined();
  if (!late) return;

  await logIn(page, lang, 'demo.riwayat', DEMO_PASSWORD);
  await page.goto(localePath(lang, '/dashboard/sandbox-life'));
  const card = page.locator('li', { has: page.getByRole('heading', { name: late.nama }) });
  await expect(card.getByText(t(lang, 'sandbox.life.stageLate'), { exact: true })).toBeVisible();
  await expect(
    card.getByText(t(lang, 'sandbox.life.daysLateValue', { days: String(late.days_late) }), {
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    card.getByRole('button', { name: t(lang, 'sandbox.life.payNextDue') }),
  ).toBeEnabled();
  // The ended ones, listed after it with their stage, and nothing left to do.
  for (const [stage, label] of [
    ['repaid', 'sandbox.life.stageRepaid'],
    ['defaulted', 'sandbox.life.stageDefaulted'],
  ] as const) {
    const ended = lives.find((life) => life.stage === stage);
    expect(ended, `the seed gives demo.riwayat a ${stage} project`).toBeDefined();
    const item = page.locator('li', { has: page.getByRole('heading', { name: ended!.nama }) });
    await expect(item.getByText(t(lang, label), { exact: true })).toBeVisible();
    await expect(item.getByText(t(lang, 'sandbox.life.ended'))).toBeVisible();
    await expect(item.getByRole('button')).toHaveCount(0);
  }
  await expectNoAxeViolations(page, 'sandbox project life');
});
