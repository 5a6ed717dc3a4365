import { describe, expect, it } from 'vitest';
import { newsPageCount } from './page-count';

describe('§9.7 newsPageCount (totalPage defaults to 50)', () => {
  it("is the server's totalPage when given, 0 included", () => {
    expect(newsPageCount({ totalPage: 3 })).toBe(3);
    expect(newsPageCount({ totalPage: 0 })).toBe(0);
  });
  it('is 50 when the server gives none', () => {
    expect(newsPageCount({})).toBe(50);
  });
});
