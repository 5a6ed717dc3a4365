// `JOBS_WORKER`: on by default; `off` (or 0, false, no) makes a web-only server whose queue sends
// jobs and runs none; anything else is a wrong setting named in one line. `JOBS_SCHEDULE_CHECK_SECONDS`:
// pg-boss's 30 s unless set, 1–45 (pg-boss's own bounds).
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

describe('JOBS_SCHEDULE_CHECK_SECONDS', () => {
  it("is pg-boss's 30 s unless set, and takes 1 to 45", () => {
    expect(loadConfig({}).jobsScheduleCheckSeconds).toBe(30);
    expect(loadConfig({ JOBS_SCHEDULE_CHECK_SECONDS: '5' }).jobsScheduleCheckSeconds).toBe(5);
    expect(loadConfig({ JOBS_SCHEDULE_CHECK_SECONDS: '45' }).jobsScheduleCheckSeconds).toBe(45);
  });

  it('refuses 0 and more than 45, naming the setting', () => {
    for (const value of ['0', '46']) {
      try {
        loadConfig({ JOBS_SCHEDULE_CHECK_SECONDS: value });
        expect.unreachable(`${value} was taken`);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as ConfigError).problems).toEqual([
          `JOBS_SCHEDULE_CHECK_SECONDS: must be a whole number from 1 to 45, got "${value}"`,
        ]);
      }
    }
  });
});
