// Adds up what every test runner of `npm test` executed (Vitest and Playwright JSON reports): one line
// per runner and database (the server suite runs on PGlite and on PostgreSQL 15 and is shown apart),
// the number of distinct tests (a test run on two databases or two browser projects counts once),
// and ends with one summary line in Vitest's own format over all runs
// (`      Tests  1 failed | 2137 passed (2138)`). Every runner runs without retries (vitest.shared.ts,
// playwright.config.ts); a journey Playwright still calls flaky counts as failed. Exit code:
// non-zero when a test or a step failed, or when no test ran at all.
import fs from 'node:fs';
import path from 'node:path';

const [dir, failedStepsArg = '0'] = process.argv.slice(2);
const failedSteps = Number(failedStepsArg);
let passed = 0;
let failed = 0;
let skipped = 0;
/** Identities of the tests that ran, without runner-specific parts (database, browser project). */
const distinct = new Set();
/** Every failed test, named, with the first lines of its error: CI shows only the end of the output. */
const failures = [];
const firstLines = (text) =>
  String(text ?? '')
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 6)
    .map((line) => `      ${line.slice(0, 300)}`)
    .join('\n');
function playwrightFailures(suite, trail) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'skipped')
        distinct.add(`playwright:${spec.file}:${[...trail, spec.title].join(' › ')}`);
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      const result = (test.results ?? []).find((r) => r.status !== 'passed') ?? {};
      failures.push({
        name: `${test.status === 'flaky' ? '(flaky) ' : ''}[${test.projectName}] ${[...trail, spec.title].join(' › ')} (${spec.file}:${spec.line})`,
        message: result.error?.message ?? (result.errors ?? []).map((e) => e.message).join('\n'),
      });
    }
  }
  for (const child of suite.suites ?? [])
    playwrightFailures(child, [...trail, child.title].filter(Boolean));
}
/** The runner's name, with the database for the server suite. */
const label = (runner) =>
  runner === 'vitest-lender-api'
    ? `${runner} (PGlite)`
    : runner === 'vitest-lender-api-pg'
      ? `${runner} (PostgreSQL 15)`
      : runner;
const files = fs.existsSync(dir)
  ? fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
  : [];
for (const file of files) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  let p, f, s;
  if (file.startsWith('playwright')) {
    p = report.stats.expected;
    f = report.stats.unexpected + report.stats.flaky;
    s = report.stats.skipped;
    for (const suite of report.suites ?? []) playwrightFailures(suite, []);
  } else {
    p = report.numPassedTests;
    // a test file that fails to load has no test results of its own: count it as one failure
    const brokenFiles = (report.testResults ?? []).filter(
      (r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0,
    ).length;
    f = report.numFailedTests + brokenFiles;
    s = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    const runner = file.replace(/\.json$/, '');
    const suite = runner.replace(/-pg$/, '');
    for (const result of report.testResults ?? []) {
      const where = path.relative(process.cwd(), result.name);
      for (const t of result.assertionResults ?? []) {
        if (t.status === 'passed' || t.status === 'failed')
          distinct.add(`${suite}:${where}:${t.fullName}`);
      }
      const failedTests = (result.assertionResults ?? []).filter((t) => t.status === 'failed');
      if (result.status === 'failed' && failedTests.length === 0)
        failures.push({ name: `${runner}: ${where} (did not load)`, message: result.message });
      for (const t of failedTests)
        failures.push({
          name: `${runner}: ${where} › ${t.fullName}`,
          message: (t.failureMessages ?? []).join('\n'),
        });
    }
  }
  passed += p;
  failed += f;
  skipped += s;
  console.log(
    `${label(file.replace(/\.json$/, '')).padEnd(40)} ${String(p).padStart(5)} passed ${String(f).padStart(4)} failed ${String(s).padStart(4)} skipped`,
  );
}
if (failures.length > 0) {
  console.log(`failed tests (${failures.length}):`);
  for (const { name, message } of failures) console.log(`  ✗ ${name}\n${firstLines(message)}`);
}
if (passed + failed === 0) console.log('no test was executed');
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped (all runners)`);
console.log(
  `${distinct.size} distinct tests (each counted once over databases and browser projects)`,
);
const parts = [
  failed ? `${failed} failed` : '',
  `${passed} passed`,
  skipped ? `${skipped} skipped` : '',
];
console.log(`      Tests  ${parts.filter(Boolean).join(' | ')} (${passed + failed + skipped})`);
process.exit(failed > 0 || failedSteps > 0 || passed === 0 ? 1 : 0);
