import { describe, expect, it } from 'vitest';
import { nextLegacyStep } from './legacy-steps';

describe('§4.15 older individual KYC steps: 0 personal data, 1 after the first submit, 2 after the second form', () => {
  it.each([
    [0, 'firstSubmitSucceeded', 1],
    [0, 'submitFailed', 0],
    [0, 'secondSubmitSucceeded', 0],
    [1, 'secondSubmitSucceeded', 2],
    [1, 'submitFailed', 1],
    [1, 'photosFailed', 1],
    [2, 'firstSubmitSucceeded', 2],
  ] as const)('step %i + %s → step %i', (step, type, next) => {
    expect(nextLegacyStep(step, { type })).toBe(next);
  });
});
