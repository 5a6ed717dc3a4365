import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsProvider } from '../../src/providers/sms/index.ts';
import { createSandboxSmsProvider } from '../../src/providers/sms/sandbox.ts';
import { createSandboxEmailProvider } from '../../src/providers/email/sandbox.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

type Sms = Parameters<SmsProvider['send']>[0];

/** The SMS delivered to one number so far, oldest first, as the implementation's far side saw them. */
export type Deliveries = (to: string) => Promise<Sms[]>;

/** What every SMS implementation promises: each message arrives, unchanged, at its number only. */
export async function checkSmsProvider(sms: SmsProvider, delivered: Deliveries): Promise<void> {
  const number = () => `+62812${String(randomInt(10_000_000)).padStart(7, '0')}`;
  const siti = number();
  const budi = number();
  const otp: Sms = {
    to: siti,
    body: 'Kode OTP Pendana Anda: 482913. Jangan berikan kode ini kepada siapa pun.',
  };
  await sms.send(otp);
  expect(await delivered(siti)).toEqual([otp]);

  const again: Sms = { to: siti, body: 'Kode OTP Pendana Anda: 005120.' };
  await sms.send({ to: budi, body: 'Your Pendana OTP code: 771002.' });
  await sms.send(again);
  expect(await delivered(siti)).toEqual([otp, again]);
  expect(await delivered(budi)).toEqual([{ to: budi, body: 'Your Pendana OTP code: 771002.' }]);
  expect(await delivered(number())).toEqual([]);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The sandbox's far side: its outbox (what `/sandbox/outbox` shows), SMS only. */
const outbox: Deliveries = async (to) => {
  const rows = await t.database.db
    .selectFrom('outbox_messages')
    .select(['recipient', 'body'])
    .where('channel', '=', 'sms')
    .where('recipient', '=', to)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ to: row.recipient, body: row.body }));
};

describe('SMS contract', () => {
  it('the sandbox keeps it', async () => {
    await checkSmsProvider(createSandboxSmsProvider(t.database, t.clock), outbox);
  });

  it('catches an implementation that breaks it', async () => {
    const sandbox = createSandboxSmsProvider(t.database, t.clock);
    const dropsThePlus: SmsProvider = {
      send: (message) => sandbox.send({ ...message, to: message.to.replace(/^\+/, '') }),
    };
    await expect(checkSmsProvider(dropsThePlus, outbox)).rejects.toThrow();
    // SMS sent as e-mail land in the shared outbox, but not as SMS.
    const email = createSandboxEmailProvider(t.database, t.clock);
    const sendsMail: SmsProvider = {
      send: ({ to, body }) => email.send({ to, subject: 'SMS', body }),
    };
    await expect(checkSmsProvider(sendsMail, outbox)).rejects.toThrow();
  });
});
