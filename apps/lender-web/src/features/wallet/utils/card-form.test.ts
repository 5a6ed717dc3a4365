import { describe, expect, it } from 'vitest';
import { cardRequest, NEW_CARD } from './card-form';

describe('the card top-up request', () => {
  it('a saved card goes by its id', () => {
    expect(
      cardRequest({ card: '7', number: '', expiry: '', name: '', amount: '60000' }, true),
    ).toEqual({ amount: 60_000, card_id: 7 });
  });
  it('a new card goes with its digits, expiry, holder and whether to save it', () => {
    expect(
      cardRequest(
        {
          card: NEW_CARD,
          number: '4811 1111 1111 1114',
          expiry: ' 12/2030',
          name: ' Budi ',
          amount: '60000',
        },
        false,
      ),
    ).toEqual({
      amount: 60_000,
      card_number: '4811111111111114',
      card_expiry: '12/2030',
      nama_pemilik: 'Budi',
      simpan_kartu: false,
    });
  });
});
