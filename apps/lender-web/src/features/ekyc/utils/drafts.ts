// The eKYC liveness result kept for this tab, next to the wizard's drafts (the drafts
// themselves: `ekycWizard.drafts`). Never a photo.
import { draftKey } from '../../../capabilities/wizard';

/** The liveness result kept for this tab (transaction id and pass flag only; never a photo). */
export interface LivenessDraft {
  transaction_id: string;
  passed: boolean;
}

const livenessKey = (userId: string) => draftKey('ekyc', userId, 'liveness');

export function loadLiveness(
  userId: string,
  storage: Storage = sessionStorage,
): LivenessDraft | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(livenessKey(userId)) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const { transaction_id, passed } = parsed as Partial<LivenessDraft>;
    return typeof transaction_id === 'string' && typeof passed === 'boolean'
      ? { transaction_id, passed }
      : null;
  } catch {
    return null;
  }
}

export function saveLiveness(
  userId: string,
  value: LivenessDraft | null,
  storage: Storage = sessionStorage,
): void {
  try {
    if (value) storage.setItem(livenessKey(userId), JSON.stringify(value));
    else storage.removeItem(livenessKey(userId));
  } catch {
    // Storage disabled: the result is kept in memory only.
  }
}
