// Adds up what every test runner of `npm test` executed (Vitest and Playwright JSON reports) and ends
// the output with one summary line in Vitest's own format over all runners
// (`      Tests  1 failed | 2137 passed (2138)`), so a reader of the last line sees what ran. Exit code: non-zero when a test or a step failed,
// or when no test ran at all.
import fs from 'node:fs';
import path from 'node:path';

const [dir, failedStepsArg = '0'] = process.argv.slice(2);
const failedSteps = Number(failedStepsArg);
let passed = 0;
let failed = 0;
let skipped = 0;
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
    p = report.stats.expected + report.stats.flaky;
    f = report.stats.unexpected;
    s = report.stats.skipped;
  } else {
    p = report.numPassedTests;
    // a test file that fails to load has no test results of its own: count it as one failure
    const brokenFiles = (report.testResults ?? []).filter(
      (r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0,
    ).length;
    f = report.numFailedTests + brokenFiles;
    s = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  passed += p;
  failed += f;
  skipped += s;
  console.log(
    `${file.replace(/\.json$/, '').padEnd(28)} ${String(p).padStart(5)} passed ${String(f).padStart(4)} failed ${String(s).padStart(4)} skipped`,
  );
}
if (passed + failed === 0) console.log('no test was executed');
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped (all runners)`);
const parts = [
  failed ? `${failed} failed` : '',
  `${passed} passed`,
  skipped ? `${skipped} skipped` : '',
];
console.log(`      Tests  ${parts.filter(Boolean).join(' | ')} (${passed + failed + skipped})`);
process.exit(failed > 0 || failedSteps > 0 || passed === 0 ? 1 : 0);
