import { describe, expect, it } from 'vitest';
import { ApiError } from '@pendana/api-sdk';
import { notFilledYet, type WizardQuery } from './section-query';
import { wizardLoaded } from './wizard-load';

const query = (over: Partial<WizardQuery<{ nama: string }>>): WizardQuery<{ nama: string }> => ({
  data: undefined,
  isPending: false,
  isFetched: true,
  isError: false,
  error: null,
  refetch: () => Promise.resolve(),
  ...over,
});

describe('notFilledYet (a section the server answers 404 while it is not filled yet)', () => {
  it('a 404 is an empty form: data null, no failure, and the wizard counts as loaded', () => {
    const section = notFilledYet(
      query({ isError: true, error: new ApiError({ status: 404, message: 'belum diisi' }) }),
    );
    expect(section).toMatchObject({ data: null, isError: false, error: null });
    expect(wizardLoaded([section])).toBe(true);
  });

  it.each([500, 0, 401])('a %i stays a failure the wizard shows', (status) => {
    const failure = new ApiError({ status, message: 'x' });
    const section = notFilledYet(query({ isError: true, error: failure }));
    expect(section).toMatchObject({ data: undefined, isError: true, error: failure });
    expect(wizardLoaded([section])).toBe(false);
  });

  it('an answer passes as it is; before the first answer the wizard is not loaded', () => {
    expect(notFilledYet(query({ data: { nama: 'Siti' } })).data).toEqual({ nama: 'Siti' });
    const waiting = notFilledYet(query({ isPending: true, isFetched: false }));
    expect(waiting.data).toBeUndefined();
    expect(wizardLoaded([waiting])).toBe(false);
  });
});
