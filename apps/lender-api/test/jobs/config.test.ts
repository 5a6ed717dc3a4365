// `JOBS_WORKER`: on by default; `off` (or 0, false, no) makes a web-only server whose queue sends
// jobs and runs none; anything else is a wrong setting named in one line.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

describe('JOBS_WORKER', () => {
  it('is on unless set off', () => {
    expect(loadConfig({}).jobsWorker).toBe(true);
    expect(loadConfig({ JOBS_WORKER: 'on' }).jobsWorker).toBe(true);
    expect(loadConfig({ JOBS_WORKER: 'off' }).jobsWorker).toBe(false);
    expect(loadConfig({ JOBS_WORKER: '0' }).jobsWorker).toBe(false);
  });

  it('refuses a value that is not a yes or a no', () => {
    expect(() => loadConfig({ JOBS_WORKER: 'sometimes' })).toThrow(ConfigError);
    try {
      loadConfig({ JOBS_WORKER: 'sometimes' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'JOBS_WORKER: must be one of 1, 0, true, false, yes, no, on, off, got "sometimes"',
      ]);
    }
  });
});
