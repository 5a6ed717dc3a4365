// The sandbox disbursement provider, each `send` first reported to the test's recorder on 127.0.0.1
// (see count-disbursements.mjs, which puts this module in the sandbox's place in a server process).
import type { Clock } from '../../src/shared/clock.ts';
import {
  createSandboxDisbursements as createSandbox,
  type SandboxDisbursements,
} from '../../src/providers/disbursements/sandbox.ts';

export function createSandboxDisbursements(clock: Clock): SandboxDisbursements {
  const provider = createSandbox(clock);
  const send = provider.send.bind(provider);
  const recorder = process.env.DISBURSEMENT_RECORDER_URL;
  provider.send = async (request) => {
    if (recorder) {
      const answer = await fetch(recorder, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          server: process.env.DISBURSEMENT_RECORDER_NAME ?? '',
          reference: request.reference,
          amount: String(request.amount),
          account: request.bank.accountNumber,
        }),
      });
      if (!answer.ok) throw new Error(`the recorder answered ${answer.status}`);
    }
    return send(request);
  };
  return provider;
}
