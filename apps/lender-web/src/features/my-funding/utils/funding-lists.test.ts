import { getListManagedFundingsResponseMock } from '@pendana/api-sdk/msw';
import { describe, expect, it } from 'vitest';
import { findEnded, findFunding, fundingsOf, tabOf } from './funding-lists';

const data = getListManagedFundingsResponseMock();

describe('the funding lists as tabs', () => {
  it('maps each tab to its list of the answer', () => {
    expect(fundingsOf(data, 'active')).toBe(data.dataProyekAktif);
    expect(fundingsOf(data, 'full')).toBe(data.dataProyekFull);
    expect(fundingsOf(data, 'closed')).toBe(data.dataProyekClosed);
    expect(fundingsOf(data, 'ended')).toBe(data.dataProyekSelesai);
  });

  it('reads an unknown tab as the active list', () => {
    expect(tabOf('full')).toBe('full');
    expect(tabOf('ended')).toBe('ended');
    expect(tabOf('penuh')).toBe('active');
    expect(tabOf('')).toBe('active');
  });

  it('finds a funding in any list by the drawer id, and nothing for an unknown one', () => {
    const closed = { ...data.dataProyekAktif[0]!, id: 987 };
    const answer = { ...data, dataProyekClosed: [closed] };
    expect(findFunding(answer, '987')).toBe(closed);
    expect(findFunding(answer, '123456')).toBeUndefined();
    expect(findFunding(answer, null)).toBeUndefined();
  });

  it('tells an ended funding from an open one', () => {
    const ended = data.dataProyekSelesai[0]!;
    expect(findEnded(data, String(ended.id))).toBe(ended);
    expect(findFunding(data, String(ended.id))).toBe(ended);
    expect(findEnded(data, String(data.dataProyekAktif[0]!.id))).toBeUndefined();
  });
});
