import { describe, expect, it } from 'vitest';
import { deriveEkycProgress } from './progress.ts';

const base = {
  profile: false,
  education: false,
  inheritance: false,
  statusEkyc: 0 as const,
  isPassport: false,
  phoneVerified: false,
};

describe('deriveEkycProgress (spec §4: step index = step_order - 1)', () => {
  it.each([
    [{}, 1, ['incomplete', 'incomplete', 'incomplete']],
    [{ profile: true }, 2, ['complete', 'incomplete', 'incomplete']],
    [{ profile: true, education: true }, 3, ['complete', 'complete', 'incomplete']],
    [
      { profile: true, education: true, inheritance: true },
      4,
      ['complete', 'complete', 'complete'],
    ],
    // A later section saved before an earlier one: the wizard goes back to the first gap.
    [{ education: true, inheritance: true }, 1, ['incomplete', 'complete', 'complete']],
    [{ profile: true, inheritance: true }, 2, ['complete', 'incomplete', 'complete']],
  ] as const)('%o → step_order %i', (flags, stepOrder, sections) => {
    const progress = deriveEkycProgress({ ...base, ...flags });
    expect(progress.step_order).toBe(stepOrder);
    expect([progress.profile, progress.education, progress.inheritance]).toEqual(sections);
  });

  it('passes status_ekyc, passport and phone flags through', () => {
    expect(
      deriveEkycProgress({ ...base, statusEkyc: 2, isPassport: true, phoneVerified: true }),
    ).toMatchObject({
      status_ekyc: 2,
      is_passport: true,
      phone_verified: true,
    });
  });
});
