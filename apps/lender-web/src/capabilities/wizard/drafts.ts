// Never lose work: what the lender typed in each wizard step is kept as a draft in
// sessionStorage (this tab only, gone when the tab closes), per user and section, and restored after
// a reload, a network error or a 401. Text only: photos and other files stay in memory until sent
// and are never written to storage. Keys: `pendana:draft:<wizard>:<userId>:<section>`.
import { draftKey } from './draft-keys';

type TextRecord = Record<string, string>;
export type DraftValue = string | TextRecord[];

export interface DraftStoreOptions {
  /** Also keep lists of text records (repeating groups such as the corporate people). */
  lists: boolean;
}

const isTextValue = (value: unknown): value is string =>
  typeof value === 'string' && !value.startsWith('data:');

function textRecord(value: unknown): TextRecord | null {
  if (!value || Object.getPrototypeOf(value) !== Object.prototype) return null;
  const out: TextRecord = {};
  for (const [field, item] of Object.entries(value)) if (isTextValue(item)) out[field] = item;
  return out;
}

/** Keeps text fields (and, with `lists`, lists of text records); drops the rest. */
export function textOnly(values: object, { lists }: DraftStoreOptions): Record<string, DraftValue> {
  const out: Record<string, DraftValue> = {};
  for (const [field, value] of Object.entries(values)) {
    if (isTextValue(value)) out[field] = value;
    else if (lists && Array.isArray(value)) {
      out[field] = value.map(textRecord).filter((row): row is TextRecord => row !== null);
    }
  }
  return out;
}

/** The draft functions of one wizard, whose steps are the sections S. */
export function createDraftStore<S extends string>(wizard: string, options: DraftStoreOptions) {
  const key = (userId: string, section: S) => draftKey(wizard, userId, section);

  function loadDraft<T extends object>(
    userId: string,
    section: S,
    storage: Storage = sessionStorage,
  ): Partial<T> {
    try {
      const raw = storage.getItem(key(userId, section));
      if (!raw) return {};
      const parsed: unknown = JSON.parse(raw);
      if (!parsed || typeof parsed !== 'object') return {};
      return textOnly(parsed, options) as Partial<T>;
    } catch {
      return {};
    }
  }

  function saveDraft(
    userId: string,
    section: S,
    values: object,
    storage: Storage = sessionStorage,
  ): void {
    try {
      storage.setItem(key(userId, section), JSON.stringify(textOnly(values, options)));
    } catch {
      // Storage full or disabled: the form still works, only the draft is lost.
    }
  }

  function clearDraft(userId: string, section: S, storage: Storage = sessionStorage): void {
    storage.removeItem(key(userId, section));
  }

  return { loadDraft, saveDraft, clearDraft };
}

export type DraftStore<S extends string> = ReturnType<typeof createDraftStore<S>>;
