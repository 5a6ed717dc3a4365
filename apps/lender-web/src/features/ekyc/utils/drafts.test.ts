import { afterEach, describe, expect, it } from 'vitest';
import { clearAllDrafts } from '../../../capabilities/wizard';
import { ekycWizard } from './ekyc-wizard';

const { clearDraft, loadDraft, saveDraft } = ekycWizard.drafts;

describe('wizard drafts (sessionStorage, text only)', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps typed text per user and section, and restores it', () => {
    saveDraft('7', 'personal', { nama: 'Siti', rt: '001' });
    expect(loadDraft('7', 'personal')).toEqual({ nama: 'Siti', rt: '001' });
    expect(loadDraft('7', 'heir')).toEqual({});
    expect(loadDraft('8', 'personal')).toEqual({});
  });

  it('never stores images (data URLs) or non-text values', () => {
    saveDraft('7', 'personal', {
      nama: 'Siti',
      profile: 'data:image/jpeg;base64,AAAA',
      file: new Blob(['x']),
    });
    expect(sessionStorage.getItem('pendana:draft:ekyc:7:personal')).toBe('{"nama":"Siti"}');
  });

  it('clears a draft after a successful save and survives broken JSON', () => {
    saveDraft('7', 'education', { npwp: '1' });
    clearDraft('7', 'education');
    expect(loadDraft('7', 'education')).toEqual({});
    sessionStorage.setItem('pendana:draft:ekyc:7:heir', '{broken');
    expect(loadDraft('7', 'heir')).toEqual({});
  });

  it('an explicit logout removes every draft (clearAllDrafts), other keys stay', () => {
    saveDraft('7', 'personal', { nama: 'Siti' });
    saveDraft('7', 'heir', { ahli_waris: 'Ahmad' });
    sessionStorage.setItem('other', 'x');
    clearAllDrafts();
    expect(loadDraft('7', 'personal')).toEqual({});
    expect(loadDraft('7', 'heir')).toEqual({});
    expect(sessionStorage.getItem('other')).toBe('x');
  });
});
