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
  const startsAt = (overrides: Partial<CorporateProgress>) =>
    corporateStartStep({ ...none, ...overrides });

  it('§4.7 contact complete gives step 4 (and wins over the rest)', () => {
    expect(startsAt({ contact: 'complete' })).toBe(4);
    expect(startsAt({ corporation: 'complete', pengurus: 'complete', contact: 'complete' })).toBe(
      4,
    );
  });

  it('§4.8 shareholders complete gives step 3 (and wins over administrators)', () => {
    expect(startsAt({ pemegang_saham: 'complete' })).toBe(3);
    expect(startsAt({ pengurus: 'complete', pemegang_saham: 'complete' })).toBe(3);
  });

  it('§4.9 administrators complete gives step 2 (and wins over company)', () => {
    expect(startsAt({ pengurus: 'complete' })).toBe(2);
    expect(startsAt({ corporation: 'complete', pengurus: 'complete' })).toBe(2);
  });

  it('§4.10 company complete gives step 1 (whatever step_order says)', () => {
    expect(startsAt({ corporation: 'complete', step_order: 3 })).toBe(1);
  });

  it('§4.11 otherwise step_order − 1 (never below step 1, never beyond step 4)', () => {
    expect(startsAt({ step_order: 3 })).toBe(2);
    expect(startsAt({ step_order: 1 })).toBe(1);
    expect(startsAt({ step_order: 5 })).toBe(4);
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

  it('§4.12 company → 2, administrators → 3, shareholders → 4', () => {
    expect(corporateAfterSave('company', none)).toEqual({ kind: 'step', step: 2 });
    expect(corporateAfterSave('administrators', none)).toEqual({ kind: 'step', step: 3 });
    expect(corporateAfterSave('shareholders', none)).toEqual({ kind: 'step', step: 4 });
  });

  it('§4.13 contacts with all four complete → phone modal; otherwise → dashboard', () => {
    expect(corporateAfterSave('contacts', all)).toEqual({ kind: 'phone-modal' });
    expect(corporateAfterSave('contacts', { ...all, pemegang_saham: 'incomplete' })).toEqual({
      kind: 'dashboard',
    });
  });

  it('§4.14 single-page edit mode goes straight to the dashboard', () => {
    expect(corporateAfterSave('company', none, { editMode: true })).toEqual({ kind: 'dashboard' });
    expect(corporateAfterSave('contacts', all, { editMode: true })).toEqual({ kind: 'dashboard' });
  });
});
