import { describe, expect, it } from 'vitest';
import { ApiError } from '@pendana/api-sdk';
import {
  isLivenessMessage,
  LIVENESS_MESSAGE,
  livenessChoiceOf,
  otherProvider,
  parseLivenessReturn,
  providerPageUrl,
} from './liveness';
import { isProviderFailure, MissingProviderPage } from './provider-failure';

describe("the liveness choice from the server's setting (getAppSettings)", () => {
  it.each([
    [undefined, true, 'privy'],
    ['privy', true, 'privy'],
    ['vida', true, 'vida'],
    [' VIDA ', true, 'vida'],
    ['none', false, 'privy'],
    ['other', true, 'privy'],
  ])('liveness_provider=%s → enabled %s, first %s', (value, enabled, provider) => {
    expect(livenessChoiceOf(value)).toEqual({ enabled, provider });
  });

  it('the other provider is the one not chosen', () => {
    expect(otherProvider('privy')).toBe('vida');
    expect(otherProvider('vida')).toBe('privy');
  });
});

describe('isProviderFailure', () => {
  const api = (status: number) => new ApiError({ status, message: 'x' });
  it.each([0, 500, 502, 503, 504])(
    'status %s: the provider failed, the other may work',
    (status) => {
      expect(isProviderFailure(api(status))).toBe(true);
    },
  );
  it.each([401, 403, 422, 429])(
    'status %s: a refusal of the lender, not the provider',
    (status) => {
      expect(isProviderFailure(api(status))).toBe(false);
    },
  );
  it('an answer without the provider page is a failure of the provider; other errors are not', () => {
    expect(isProviderFailure(new MissingProviderPage())).toBe(true);
    expect(isProviderFailure(new Error('boom'))).toBe(false);
  });
});

describe('providerPageUrl', () => {
  const origin = 'http://127.0.0.1:4450';
  it("privy: the landing URL the server gave (the provider's own site), with the app's return page as an absolute URL", () => {
    expect(
      providerPageUrl(
        'privy',
        { user_landing_url: 'http://localhost:4450/sandbox/liveness/PRV-1' },
        '/en/liveness/return',
        origin,
      ),
    ).toBe(
      'http://localhost:4450/sandbox/liveness/PRV-1?return_url=http%3A%2F%2F127.0.0.1%3A4450%2Fen%2Fliveness%2Freturn',
    );
  });
  it('vida: the provider page with the access token and the return path', () => {
    expect(providerPageUrl('vida', { access_token: 'a+b/c' }, '/liveness/return', origin)).toBe(
      'http://127.0.0.1:4450/sandbox/liveness/vida?access_token=a%2Bb%2Fc&return_url=http%3A%2F%2F127.0.0.1%3A4450%2Fliveness%2Freturn',
    );
  });
  it('nothing to open without the field the spec reads', () => {
    expect(providerPageUrl('privy', {}, '/liveness/return', origin)).toBeUndefined();
    expect(
      providerPageUrl('vida', { access_token: '' }, '/liveness/return', origin),
    ).toBeUndefined();
  });
});

describe('parseLivenessReturn', () => {
  const good =
    'code=LIVENESS_PASSED&transaction_id=PRV-1&result=true&score=0.95&imgManipulationScore=0.02&provider=privy';
  it('reads the provider result (spec §3: code, transaction_id, result, score, imgManipulationScore)', () => {
    expect(parseLivenessReturn(`?${good}`)).toEqual({
      code: 'LIVENESS_PASSED',
      transaction_id: 'PRV-1',
      result: true,
      score: 0.95,
      imgManipulationScore: 0.02,
      provider: 'privy',
    });
    expect(parseLivenessReturn(good.replace('result=true', 'result=false'))?.result).toBe(false);
  });
  it.each([
    ['no code', good.replace('code=LIVENESS_PASSED&', '')],
    ['no transaction', good.replace('transaction_id=PRV-1&', '')],
    ['result not a boolean', good.replace('result=true', 'result=yes')],
    ['score out of range', good.replace('score=0.95', 'score=1.5')],
    ['score not a number', good.replace('score=0.95', 'score=abc')],
    ['manipulation missing', good.replace('&imgManipulationScore=0.02', '')],
    ['unknown provider', good.replace('provider=privy', 'provider=other')],
  ])('%s → null', (_, search) => {
    expect(parseLivenessReturn(search)).toBeNull();
  });
});

describe('isLivenessMessage', () => {
  it('accepts only the app message', () => {
    expect(isLivenessMessage({ type: LIVENESS_MESSAGE, outcome: {} })).toBe(true);
    expect(isLivenessMessage({ type: 'other', outcome: {} })).toBe(false);
    expect(isLivenessMessage('x')).toBe(false);
    expect(isLivenessMessage(null)).toBe(false);
  });
});
