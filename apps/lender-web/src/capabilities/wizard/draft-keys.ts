// Where the wizards' drafts live in sessionStorage, apart from the draft store so the
// logout loads none of the wizards' code. One prefix for every draft, so an explicit logout can
// remove them all (a 401 keeps them: the lender comes back to what was typed after logging in).
const DRAFT_PREFIX = 'pendana:draft:';

/** The storage key of one draft record: `pendana:draft:<wizard>:<userId>:<section>`. */
export const draftKey = (wizard: string, userId: string, section: string) =>
  `${DRAFT_PREFIX}${wizard}:${userId}:${section}`;

/** Removes every draft of every wizard (an explicit logout); other keys stay. */
export function clearAllDrafts(storage: Storage = sessionStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
