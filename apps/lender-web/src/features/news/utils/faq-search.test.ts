import { describe, expect, it } from 'vitest';
import { matchesFaq, queryWords, searchText } from './faq-search';

const ITEM = {
  pertanyaan: 'Kapan imbal hasil dibayarkan?',
  jawaban:
    '<p>Setiap bulan sesuai jadwal proyek <strong>syariah</strong>, ditambah sisa&nbsp;imbal.</p>',
};

describe('FAQ search', () => {
  it('reads text without tags, entities, case or accents', () => {
    expect(searchText('<p>Akad <b>Muḍārabah</b>&nbsp;dan  RIBA</p>')).toBe(
      'akad mudarabah dan riba',
    );
  });

  it('matches when every word is in the question or the answer', () => {
    expect(matchesFaq(ITEM, queryWords('KAPAN imbal'))).toBe(true);
    expect(matchesFaq(ITEM, queryWords('syari jadwal'))).toBe(true);
    expect(matchesFaq(ITEM, queryWords('kapan penarikan'))).toBe(false);
  });

  it('a tag name or an entity is not text: "strong" and "nbsp" match nothing', () => {
    expect(matchesFaq(ITEM, queryWords('strong'))).toBe(false);
    expect(matchesFaq(ITEM, queryWords('nbsp'))).toBe(false);
  });

  it('a blank query matches nothing', () => {
    expect(queryWords('   ')).toEqual([]);
    expect(matchesFaq(ITEM, [])).toBe(false);
  });
});
