import { beforeEach, describe, expect, it } from 'vitest';
import { corporateWizard } from './corporate-wizard';

const { clearDraft, loadDraft, saveDraft } = corporateWizard.drafts;

describe('corporate wizard drafts (text only, per user and section)', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps text fields and the people lists, never files or image data', () => {
    const photo = new File(['x'], 'npwp.jpg', { type: 'image/jpeg' });
    saveDraft('7', 'company', {
      nama: 'PT Amanah',
      foto_npwp: [photo],
      selfie: 'data:image/jpeg;base64,AAAA',
      count: 3,
    });
    expect(loadDraft('7', 'company')).toEqual({ nama: 'PT Amanah', foto_npwp: [] });
    saveDraft('7', 'administrators', {
      people: [{ nama: 'Budi', foto_ktp: photo, identitas: '3174091708900001' }],
    });
    expect(loadDraft('7', 'administrators')).toEqual({
      people: [{ nama: 'Budi', identitas: '3174091708900001' }],
    });
    expect(JSON.stringify(sessionStorage)).not.toContain('base64');
  });

  it('is per user and per section, and cleared after a save', () => {
    saveDraft('7', 'contacts', { people: [{ nama: 'Sari' }] });
    expect(loadDraft('8', 'contacts')).toEqual({});
    expect(loadDraft('7', 'shareholders')).toEqual({});
    clearDraft('7', 'contacts');
    expect(loadDraft('7', 'contacts')).toEqual({});
  });

  it('ignores a broken draft', () => {
    sessionStorage.setItem('pendana:draft:corporate-kyc:7:company', '{oops');
    expect(loadDraft('7', 'company')).toEqual({});
  });
});
