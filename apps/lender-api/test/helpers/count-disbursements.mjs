// Preloaded with `node --import` by the tests of several server processes: the disbursement provider
// each server builds (the sandbox's, in its own memory) reports every transfer it is asked to send to
// the test's recorder on 127.0.0.1 (DISBURSEMENT_RECORDER_URL) before it sends it, naming the server
// (DISBURSEMENT_RECORDER_NAME) — so the test counts the provider calls of all the processes together.
import { registerHooks } from 'node:module';

const wrapper = new URL('./recorded-disbursements.ts', import.meta.url).href;
registerHooks({
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(specifier, context);
    // Every importer of the sandbox provider gets the recording one, except the recorder itself.
    if (
      result.url.endsWith('/src/providers/disbursements/sandbox.ts') &&
      context.parentURL !== wrapper
    )
      return nextResolve(wrapper, context);
    return result;
  },
});
