import { describe, expect, it } from 'vitest';
import {
  afterSave,
  ekycPathOf,
  resolveEkycStart,
  stepFromProgress,
  type EkycProgress,
} from './ekyc-steps';

const progress = (overrides: Partial<EkycProgress>): EkycProgress => ({
  profile: 'incomplete',
  education: 'incomplete',
  inheritance: 'incomplete',
  status_ekyc: 0,
  step_order: 1,
  ...overrides,
});
const ALL_COMPLETE = {
  profile: 'complete',
  education: 'complete',
  inheritance: 'complete',
} as const;

describe('individual eKYC steps (spec §2, §4)', () => {
  describe('§4.1 step index = step_order − 1', () => {
    it.each([
      // "step index = step_order - 1"
      [1, 0],
      [2, 1],
      [3, 2],
      // out-of-range progress stays inside the three steps
      [0, 0],
      [4, 2],
    ])('step_order %i → step %i', (stepOrder, step) => {
      expect(stepFromProgress(stepOrder)).toBe(step);
    });
  });

  describe('§4.3 /dashboard when profile, education and inheritance are complete and, on the passport and liveness paths, status_ekyc is 1', () => {
    it.each([
      [
        'standard',
        progress({ ...ALL_COMPLETE, status_ekyc: 0, step_order: 4 }),
        { kind: 'dashboard' },
      ],
      // "on the passport and liveness paths, status_ekyc equals 1"
      [
        'passport',
        progress({ ...ALL_COMPLETE, status_ekyc: 1, step_order: 4 }),
        { kind: 'dashboard' },
      ],
      [
        'liveness',
        progress({ ...ALL_COMPLETE, status_ekyc: 1, step_order: 4 }),
        { kind: 'dashboard' },
      ],
      [
        'passport',
        progress({ ...ALL_COMPLETE, status_ekyc: 0, step_order: 3 }),
        { kind: 'step', step: 2 },
      ],
      [
        'liveness',
        progress({ ...ALL_COMPLETE, status_ekyc: 2, step_order: 3 }),
        { kind: 'step', step: 2 },
      ],
      // not all three complete: the step of the server's progress
      ['standard', progress({ step_order: 1 }), { kind: 'step', step: 0 }],
      ['standard', progress({ profile: 'complete', step_order: 2 }), { kind: 'step', step: 1 }],
      [
        'liveness',
        progress({ profile: 'complete', education: 'complete', status_ekyc: 1, step_order: 3 }),
        { kind: 'step', step: 2 },
      ],
    ] as const)('%s path, %j → %j', (path, state, destination) => {
      expect(resolveEkycStart(state, path)).toEqual(destination);
    });
  });

  it('§4.2 §4.4 uses the fixed steps 1 and 2 after the personal and education saves, and the phone modal after the heir', () => {
    expect(afterSave('personal')).toEqual({ kind: 'step', step: 1 });
    expect(afterSave('education')).toEqual({ kind: 'step', step: 2 });
    expect(afterSave('heir')).toEqual({ kind: 'phone-modal' });
  });

  it('passport holders take the passport path whatever the liveness setting', () => {
    expect(ekycPathOf(true, true)).toBe('passport');
    expect(ekycPathOf(true, false)).toBe('passport');
    expect(ekycPathOf(false, true)).toBe('liveness');
    expect(ekycPathOf(false, false)).toBe('standard');
  });
});
