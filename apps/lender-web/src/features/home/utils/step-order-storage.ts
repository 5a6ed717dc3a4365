// Spec §4 "Portfolio": the current status is loaded and its step_order saved in browser storage.
// One key, one place; the server stays the source of truth (a blocked storage loses nothing).

export const STEP_ORDER_STORAGE_KEY = 'pendana.step_order';

type WritableStorage = Pick<Storage, 'setItem'>;
type ReadableStorage = Pick<Storage, 'getItem'>;

export function saveStepOrder(stepOrder: number, storage: WritableStorage = localStorage): void {
  try {
    storage.setItem(STEP_ORDER_STORAGE_KEY, String(stepOrder));
  } catch {
    // Private mode or a full storage: the next load asks the server again.
  }
}

/** The step_order last saved, or null when none (or not a whole number). */
export function readStepOrder(storage: ReadableStorage = localStorage): number | null {
  let raw: string | null;
  try {
    raw = storage.getItem(STEP_ORDER_STORAGE_KEY);
  } catch {
    return null;
  }
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value > 0 ? value : null;
}
