// The older KYC flow's drafts (issue 7 §6): per user and section, text only; the identity photos and
// the NPWP photo are never stored.
import { createDraftStore } from '../../../lib/wizard-drafts';

export type LegacySection = 'personal' | 'education' | 'heir';

export const { loadDraft, saveDraft, clearDraft, useDraft } = createDraftStore<LegacySection>(
  'kyc-legacy',
  { lists: true },
);
