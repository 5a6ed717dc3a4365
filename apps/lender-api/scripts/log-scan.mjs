// The log scan: reads the JSON log lines of a lender-api run (the journeys' server
// writes them with LOG_LEVEL=info to LOG_FILE) and fails on any line holding a secret or a personal
// identifier — a NIK, a known password, a session token, an OTP, a photo — or on a line of a request
// without its request_id. It names the line and the kind of finding, never the value found.
//
//   node apps/lender-api/scripts/log-scan.mjs <log file>
//
// Plain Node, no dependencies; `scanLines` is exported for its tests (test/logging/log-scan.test.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** 16 digits not part of a longer number nor of a decimal fraction (a NIK; card numbers too). */
const NIK = /(?<![\d.])\d{16}(?!\d)/;
/** The session token's format: 32 random bytes in base64url (shared/session/tokens.ts). */
const TOKEN_RUN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;
const BEARER = /\bBearer\s+[A-Za-z0-9._~+/-]{8,}/i;
/** A 6-digit value (modules/ekyc/otp.ts) under a name like otp/code/kode, in JSON, a query or a text. */
const OTP = /[A-Za-z_]*(?:otp|code|kode)[A-Za-z_]*["']?\s*[:=]\s*["']?\d{6}(?!\d)/i;
const DATA_IMAGE = /data:image\//i;
const LONG_BASE64 = /[A-Za-z0-9+/]{200,}/;
/** The messages of Fastify's request lines. */
const REQUEST_MESSAGE = /^(incoming request|request completed|request errored)$/;

/** A random token, not a word: 43 characters with upper and lower case letters. */
function isTokenLike(run) {
  return /[a-z]/.test(run) && /[A-Z]/.test(run);
}

/**
 * The findings of a log: each line (a string, one JSON object) checked for secrets and, when it
 * belongs to a request, for its request_id. `secrets` are literal values that must never appear
 * (passwords). Returns the counts and the findings (line number from 1, what was found).
 */
export function scanLines(lines, secrets = []) {
  const findings = [];
  const requests = new Set();
  let count = 0;
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    count += 1;
    const number = index + 1;
    const found = (what) => findings.push({ line: number, what });
    if (NIK.test(line)) found('a 16-digit number (NIK)');
    for (const secret of secrets) {
      if (secret && line.includes(secret)) found('a password of the demo or the journeys');
    }
    if ([...line.matchAll(TOKEN_RUN)].some((match) => isTokenLike(match[0])))
      found('a session token (43 base64url characters)');
    if (BEARER.test(line)) found('an Authorization bearer value');
    if (OTP.test(line)) found('an OTP value (6 digits under a name like otp/code)');
    if (DATA_IMAGE.test(line)) found('a data:image URL (photo)');
    else if (LONG_BASE64.test(line)) found('a long base64 run (photo or file)');
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      found('not a JSON object');
      return;
    }
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      found('not a JSON object');
      return;
    }
    const ofRequest =
      'req' in entry ||
      'res' in entry ||
      'responseTime' in entry ||
      REQUEST_MESSAGE.test(String(entry.msg ?? ''));
    if (typeof entry.request_id === 'string' && entry.request_id !== '') {
      requests.add(entry.request_id);
    } else if (ofRequest) {
      found('a line of a request without request_id');
    }
  });
  return { lines: count, requests: requests.size, findings };
}

/** Every `.ts` file under a folder. */
function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(file);
    return name.endsWith('.ts') ? [file] : [];
  });
}

/**
 * The passwords the demo and the journeys type: every string literal assigned to a name containing
 * "password" in the journeys and the seed, when it could be a password (the contract's rule: at
 * least 8 characters with a letter and a digit).
 */
export function knownPasswords(root = ROOT) {
  const folders = ['apps/lender-web/e2e', 'apps/lender-api/src/seed'];
  const found = new Set();
  for (const folder of folders) {
    for (const file of sourceFiles(path.join(root, folder))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/password\w*\s*[:=]\s*(['"`])([^'"`$\s]+)\1/gi)) {
        const value = match[2] ?? '';
        if (value.length >= 8 && /[A-Za-z]/.test(value) && /\d/.test(value)) found.add(value);
      }
    }
  }
  return [...found];
}

function main(argv) {
  const file = argv[0];
  if (!file) {
    console.error('usage: node apps/lender-api/scripts/log-scan.mjs <log file>');
    return 2;
  }
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    console.error(`log scan: cannot read ${file}: ${error.message}`);
    return 1;
  }
  const lines = text.split('\n');
  // A server stopped mid-write leaves a last line without its newline: not a line of the log.
  const partial = lines.pop();
  if (partial) console.log('log scan: the last line is incomplete (server stopped while writing)');
  const passwords = knownPasswords();
  const result = scanLines(lines, passwords);
  console.log(
    `log scan: ${file}: ${result.lines} lines, ${result.requests} requests, ${result.findings.length} findings (${passwords.length} known passwords looked for)`,
  );
  for (const finding of result.findings.slice(0, 200))
    console.log(`  line ${finding.line}: ${finding.what}`);
  if (result.findings.length > 200) console.log(`  … and ${result.findings.length - 200} more`);
  if (result.requests === 0) {
    console.log('log scan: no request was logged — does the server run with LOG_LEVEL=info?');
    return 1;
  }
  return result.findings.length === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
