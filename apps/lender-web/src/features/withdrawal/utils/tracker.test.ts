import { describe, expect, it } from 'vitest';
import { trackerOf } from './tracker';

const states = (status: 1 | 2 | 3 | 4 | 8) =>
  trackerOf({ status_transaksi: status }).map((stage) => `${stage.name}:${stage.state}`);

describe('the withdrawal tracker', () => {
  it('waiting: requested, with the bank now, paid still to come', () => {
    expect(states(2)).toEqual(['requested:done', 'processing:current', 'paid:upcoming']);
  });
  it('paid (BERHASIL): every stage done', () => {
    expect(states(3)).toEqual(['requested:done', 'processing:done', 'paid:done']);
  });
  it('refused (GAGAL) or cancelled (BATAL): ends refused, never paid', () => {
    expect(states(4)).toEqual(['requested:done', 'processing:done', 'refused:failed']);
    expect(states(8)).toEqual(['requested:done', 'processing:done', 'refused:failed']);
  });
});
