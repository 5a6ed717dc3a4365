import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailMessage, EmailProvider } from '../../src/providers/email/index.ts';
import { createSandboxEmailProvider } from '../../src/providers/email/sandbox.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The mails delivered to one address so far, oldest first, as the implementation's far side saw them. */
export type Deliveries = (to: string) => Promise<EmailMessage[]>;

/** What every e-mail implementation promises: each mail arrives, whole, at its address only. */
export async function checkEmailProvider(
  email: EmailProvider,
  delivered: Deliveries,
): Promise<void> {
  const run = randomBytes(4).toString('hex');
  const siti = `siti.${run}@example.test`;
  const budi = `budi.${run}@example.test`;
  const verification: EmailMessage = {
    to: siti,
    subject: 'Verifikasi email Pendana',
    body: "Assalamu'alaikum Siti Aminah,\n\nklik tautan di bawah — berlaku 24 jam.\nRp1.000.000 ✓",
    link: `https://pendana.test/verify?token=${run}&lang=id`,
  };
  await email.send(verification);
  expect(await delivered(siti)).toEqual([verification]);

  const reminder: EmailMessage = { to: siti, subject: 'Pengingat', body: 'Tanpa tautan.' };
  await email.send(reminder);
  await email.send({
    to: budi,
    subject: 'Reset kata sandi',
    body: 'Untuk Budi.',
    link: 'https://pendana.test/reset',
  });
  const toSiti = await delivered(siti);
  expect(toSiti).toEqual([verification, reminder]);
  expect(toSiti[1]).not.toHaveProperty('link');
  expect((await delivered(budi)).map((mail) => mail.subject)).toEqual(['Reset kata sandi']);
  expect(await delivered(`nobody.${run}@example.test`)).toEqual([]);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The sandbox's far side: its outbox (what `/sandbox/outbox` shows). */
const outbox: Deliveries = async (to) => {
  const rows = await t.database.db
    .selectFrom('outbox_messages')
    .select(['recipient', 'subject', 'body', 'link'])
    .where('channel', '=', 'email')
    .where('recipient', '=', to)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    ...(row.link === null ? {} : { link: row.link }),
  }));
};

describe('e-mail contract', () => {
  it('the sandbox keeps it', async () => {
    await checkEmailProvider(createSandboxEmailProvider(t.database, t.clock), outbox);
  });

  it('the sandbox keeps each mail in the outbox at the time of sending', async () => {
    t.clock.advanceMinutes(7);
    const to = `waktu.${randomBytes(4).toString('hex')}@example.test`;
    await createSandboxEmailProvider(t.database, t.clock).send({ to, subject: 'S', body: 'B' });
    const row = await t.database.db
      .selectFrom('outbox_messages')
      .select(['channel', 'created_at'])
      .where('recipient', '=', to)
      .executeTakeFirstOrThrow();
    expect(row.channel).toBe('email');
    expect(new Date(row.created_at).getTime()).toBe(t.clock.now().getTime());
  });

  it('catches an implementation that breaks it', async () => {
    const sandbox = createSandboxEmailProvider(t.database, t.clock);
    const dropsLinks: EmailProvider = { send: ({ link: _link, ...mail }) => sandbox.send(mail) };
    await expect(checkEmailProvider(dropsLinks, outbox)).rejects.toThrow();
    const firstLineOnly: EmailProvider = {
      send: (mail) => sandbox.send({ ...mail, body: mail.body.split('\n')[0]! }),
    };
    await expect(checkEmailProvider(firstLineOnly, outbox)).rejects.toThrow();
  });
});
