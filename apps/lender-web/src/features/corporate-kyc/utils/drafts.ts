// The corporate wizard's drafts (issue 7 §6): per user and section, text fields and the people
// lists; the NPWP photo, the financial statement and any other file are never stored.
import { createDraftStore } from '../../../lib/wizard-drafts';
import type { CorporateSection } from './corporate-steps';

export const { loadDraft, saveDraft, clearDraft, useDraft } = createDraftStore<CorporateSection>(
  'corporate-kyc',
  { lists: true },
);
