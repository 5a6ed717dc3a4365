import { describe, expect, it } from 'vitest';
import { corporateAfterSave, corporateStartStep, type CorporateProgress } from './corporate-steps';

const none: CorporateProgress = {
  corporation: 'incomplete',
  pengurus: 'incomplete',
  pemegang_saham: 'incomplete',
  contact: 'incomplete',
  step_order: 1,
};

describe('corporate wizard start step (spec §4, in the order listed)', () => {
  it.each([
    ['contact complete gives step 4', { contact: 'complete' }, 4],
    [
      'contact complete wins over the rest',
      { corporation: 'complete', pengurus: 'complete', contact: 'complete' },
      4,
    ],
    ['shareholders complete gives step 3', { pemegang_saham: 'complete' }, 3],
    [
      'shareholders complete wins over administrators',
      { pengurus: 'complete', pemegang_saham: 'complete' },
      3,
    ],
    ['administrators complete gives step 2', { pengurus: 'complete' }, 2],
    [
      'administrators complete wins over company',
      { corporation: 'complete', pengurus: 'complete' },
      2,
    ],
    ['company complete gives step 1', { corporation: 'complete', step_order: 3 }, 1],
    ['otherwise step_order − 1', { step_order: 3 }, 2],
    ['otherwise step_order − 1 (never below step 1)', { step_order: 1 }, 1],
    ['otherwise step_order − 1 (never beyond step 4)', { step_order: 5 }, 4],
  ] as [string, Partial<CorporateProgress>, number][])('%s', (_, overrides, step) => {
    expect(corporateStartStep({ ...none, ...overrides })).toBe(step);
  });
});

describe('corporate wizard after a save (spec §4)', () => {
  const all: CorporateProgress = {
    corporation: 'complete',
    pengurus: 'complete',
    pemegang_saham: 'complete',
    contact: 'complete',
    step_order: 5,
  };

  it('company → 2, administrators → 3, shareholders → 4', () => {
    expect(corporateAfterSave('company', none)).toEqual({ kind: 'step', step: 2 });
    expect(corporateAfterSave('administrators', none)).toEqual({ kind: 'step', step: 3 });
    expect(corporateAfterSave('shareholders', none)).toEqual({ kind: 'step', step: 4 });
  });

  it('contacts with all four complete → phone modal; otherwise → dashboard', () => {
    expect(corporateAfterSave('contacts', all)).toEqual({ kind: 'phone-modal' });
    expect(corporateAfterSave('contacts', { ...all, pemegang_saham: 'incomplete' })).toEqual({
      kind: 'dashboard',
    });
  });

  it('single-page edit mode goes straight to the dashboard', () => {
    expect(corporateAfterSave('company', none, { editMode: true })).toEqual({ kind: 'dashboard' });
    expect(corporateAfterSave('contacts', all, { editMode: true })).toEqual({ kind: 'dashboard' });
  });
});
