import { describe, expect, it } from 'vitest';
import { cardExpired, luhnValid, maskCardNumber } from '../../src/modules/wallet/card-numbers.ts';
import { SANDBOX_CARDS } from '../../src/providers/payments/sandbox/cards.ts';
import { crc16, parseTlv, qrisPayload } from '../../src/providers/payments/sandbox/qris.ts';

describe('card expiry (MM/YYYY, expired when the end of that month is before now)', () => {
  // The month ends at midnight Jakarta time (UTC+7) of the first day of the next month.
  it.each([
    ['11/2026', '2026-11-23T03:00:00Z', false],
    ['11/2026', '2026-11-30T16:59:59.999Z', false],
    ['11/2026', '2026-11-30T17:00:00Z', true],
    ['10/2026', '2026-11-01T00:00:00Z', true],
    ['12/2026', '2026-11-30T17:00:00Z', false],
    ['12/2026', '2026-12-31T16:59:59Z', false],
    ['12/2026', '2026-12-31T17:00:00Z', true],
    ['01/2030', '2026-11-23T03:00:00Z', false],
    ['13/2030', '2026-11-23T03:00:00Z', true],
    ['1/2030', '2026-11-23T03:00:00Z', true],
  ] as const)('%s at %s → expired %s', (expiry, now, expired) => {
    expect(cardExpired(expiry, new Date(now))).toBe(expired);
  });
});

describe('cards of the sandbox provider', () => {
  it('are valid by Luhn, and masking keeps the first six and last four digits', () => {
    for (const card of SANDBOX_CARDS) expect(luhnValid(card.number), card.number).toBe(true);
    expect(luhnValid('4811111111111115')).toBe(false);
    expect(maskCardNumber('4811111111111114')).toBe('481111******1114');
    expect(maskCardNumber('9360001110000000005')).toBe('936000*********0005');
  });
});

describe('QRIS payload', () => {
  it('uses CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('is EMVCo TLV with the amount, the reference and a valid CRC', () => {
    const payload = qrisPayload('QRIS-20261123-0A1B2C3D', 1_250_000);
    const fields = parseTlv(payload);
    expect([...fields.keys()]).toEqual([
      '00',
      '01',
      '26',
      '51',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '61',
      '62',
      '63',
    ]);
    expect(fields.get('54')).toBe('1250000');
    expect(parseTlv(fields.get('26') ?? '').get('00')).toBe('ID.CO.BANKBNI.WWW');
    expect(parseTlv(fields.get('51') ?? '').get('00')).toBe('ID.CO.QRIS.WWW');
    expect(parseTlv(fields.get('62') ?? '').get('05')).toBe('QRIS-20261123-0A1B2C3D');
    const long = parseTlv(qrisPayload('QRIS-20261123-0A1B2C3D4E5F6A7B', 1_000).slice(0, -8));
    expect(parseTlv(long.get('62') ?? '').get('05')).toBe('202611230A1B2C3D4E5F6A7B');
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(fields.get('63')).toBe(crc16(payload.slice(0, -4)));
    // A changed amount no longer matches the CRC.
    const tampered = payload.replace('54071250000', '54071350000');
    expect(crc16(tampered.slice(0, -4))).not.toBe(fields.get('63'));
  });
});
