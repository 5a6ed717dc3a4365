// Preloaded with `node --import` by the production-start test: records the URL of every module the
// process resolves (ESM and require) and writes them, one per line, to RECORD_MODULES_FILE on exit —
// how the test shows that no development dependency (a transpiler, a test tool) runs in production.
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const file = process.env.RECORD_MODULES_FILE;
const seen = new Set();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(specifier, context);
    seen.add(result.url);
    return result;
  },
});
process.on('exit', () => {
  if (file) writeFileSync(file, [...seen].join('\n'));
});
