// Wizard drafts live in sessionStorage under one prefix, so an explicit logout can remove them all
// (a 401 keeps them: the lender comes back to what was typed after logging in again).
export const DRAFT_PREFIX = 'pendana:draft:';

export function clearAllDrafts(storage: Storage = sessionStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
