import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownPasswords, scanLines } from '../../scripts/log-scan.mjs';

const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/log-scan.mjs');
const run = promisify(execFile);

/** A line as the server writes it (pino, `request completed`). */
function line(fields: Record<string, unknown>): string {
  return JSON.stringify({
    level: 30,
    time: 1764000000000,
    pid: 4242,
    hostname: 'ci',
    request_id: '9b2f3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    req: { method: 'POST', url: '/api/v1/lender/ekyc/data_diri', remoteAddress: '127.0.0.1' },
    res: { statusCode: 200 },
    responseTime: 12.3,
    msg: 'request completed',
    ...fields,
  });
}
const whats = (lines: string[], secrets: string[] = []) =>
  scanLines(lines, secrets).findings.map((finding) => finding.what);

describe('scanLines', () => {
  it('passes clean lines and counts lines and requests', () => {
    const clean = [
      JSON.stringify({
        level: 30,
        time: 1764000000000,
        msg: 'Server listening at http://127.0.0.1:4310',
      }),
      line({}),
      line({
        request_id: 'client-id.42',
        lender_id: 17,
        req: { method: 'GET', url: '/api/x/:redacted' },
      }),
      // A decimal fraction of 16 digits is not a NIK.
      line({ responseTime: 0.1234567890123456 }),
      '',
    ];
    expect(scanLines(clean, ['Pendana123!'])).toEqual({ lines: 4, requests: 2, findings: [] });
  });

  it('finds a planted NIK, with the line number', () => {
    const result = scanLines([line({}), line({ msg: 'duplicate key 3276045708900001' })]);
    expect(result.findings).toEqual([{ line: 2, what: 'a 16-digit number (NIK)' }]);
  });

  it('finds a session token (the format of shared/session/tokens.ts) and a bearer value', () => {
    const token = randomBytes(32).toString('base64url');
    expect(whats([line({ req: { url: `/api/x?token=${token}` } })])).toEqual([
      'a session token (43 base64url characters)',
    ]);
    expect(whats([line({ headers: { authorization: 'Bearer abc.def.ghi' } })])).toEqual([
      'an Authorization bearer value',
    ]);
  });

  it('finds a password it is given', () => {
    expect(whats([line({ body: { password: 'Rahasia123' } })], ['Rahasia123'])).toEqual([
      'a password of the demo or the journeys',
    ]);
    expect(whats([line({ body: { password: 'Rahasia123' } })], [])).toEqual([]);
  });

  it('finds an OTP under a name like otp or code, in JSON, a query or a text', () => {
    const otp = 'an OTP value (6 digits under a name like otp/code)';
    expect(whats([line({ body: { no_otp: '042917' } })])).toEqual([otp]);
    expect(whats([line({ req: { url: '/verify?code=042917' } })])).toEqual([otp]);
    expect(whats([line({ msg: 'SMS: Kode OTP : 042917' })])).toEqual([otp]);
    // An error code is not an OTP.
    expect(whats([line({ err: { code: '23505' } })])).toEqual([]);
  });

  it('finds a photo: a data:image URL or a long base64 run', () => {
    expect(whats([line({ foto: 'data:image/png;base64,iVBORw0KGgo=' })])).toEqual([
      'a data:image URL (photo)',
    ]);
    expect(whats([line({ file: 'QUJD'.repeat(60) })])).toEqual([
      'a long base64 run (photo or file)',
    ]);
  });

  it('finds a line of a request without request_id, and a line that is not JSON', () => {
    const { request_id: _, ...withoutId } = JSON.parse(line({})) as Record<string, unknown>;
    expect(whats([JSON.stringify(withoutId)])).toEqual(['a line of a request without request_id']);
    expect(whats([JSON.stringify({ level: 30, msg: 'request completed' })])).toEqual([
      'a line of a request without request_id',
    ]);
    expect(whats(['plain text'])).toEqual(['not a JSON object']);
  });

  it('knows the passwords of the demo and the journeys', () => {
    expect(knownPasswords()).toEqual(expect.arrayContaining(['Pendana123!', 'Rahasia123']));
  });
});

describe('the command', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pendana-log-scan-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('exits 0 on a clean log and prints the counts', async () => {
    const file = path.join(dir, 'clean.log');
    await writeFile(file, `${line({})}\n${line({ request_id: 'other' })}\n`);
    const { stdout } = await run(process.execPath, [SCRIPT, file]);
    expect(stdout).toContain('2 lines, 2 requests, 0 findings');
  });

  it('exits 1 naming the line and the kind, never the value', async () => {
    const file = path.join(dir, 'dirty.log');
    await writeFile(file, `${line({})}\n${line({ body: { password: 'Pendana123!' } })}\n`);
    const failed = await run(process.execPath, [SCRIPT, file]).then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toContain('line 2: a password of the demo or the journeys');
    expect(failed?.stdout).not.toContain('Pendana123!');
  });

  it('exits 1 when no request was logged (the server did not log at info)', async () => {
    const file = path.join(dir, 'empty.log');
    await writeFile(file, '');
    const failed = await run(process.execPath, [SCRIPT, file]).then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toContain('no request was logged');
  });
});
