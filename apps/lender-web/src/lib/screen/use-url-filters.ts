// A screen's filters (keyword, akad, sort, date range, page…) live in the URL, so a reload, a shared
// link and Back show the same list. Typed by the defaults: a number default parses the parameter as
// a whole number, a string default keeps the text; a missing or unreadable value is the default, and
// a value equal to its default is left out of the URL.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export type FilterValues = Record<string, string | number>;

/** The parameter of the page number; any other filter that changes sends the list back to it. */
export const PAGE_PARAM = 'page';

export interface UrlFilters<T extends FilterValues> {
  /** The current values, typed like the defaults. */
  filters: T;
  /**
   * Changes some filters in one new history entry (Back restores the previous ones). Changing any
   * filter but `page` resets `page` to its default.
   */
  setFilters: (patch: Partial<T>) => void;
  /** Back to the defaults (one new history entry). */
  reset: () => void;
}

function parse<T extends FilterValues>(params: URLSearchParams, defaults: T): T {
  const out: FilterValues = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const raw = params.get(key);
    if (raw === null || raw === '') out[key] = fallback;
    else if (typeof fallback === 'number') out[key] = /^-?\d+$/.test(raw) ? Number(raw) : fallback;
    else out[key] = raw;
  }
  return out as T;
}

export function useUrlFilters<T extends FilterValues>(defaults: T): UrlFilters<T> {
  const [params, setParams] = useSearchParams();
  // Callers pass an object literal: key the memo by its content, not its identity.
  const defaultsKey = JSON.stringify(defaults);
  const stableDefaults = useMemo(() => JSON.parse(defaultsKey) as T, [defaultsKey]);
  const filters = useMemo(() => parse(params, stableDefaults), [params, stableDefaults]);

  const setFilters = useCallback(
    (patch: Partial<T>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        const keys = Object.keys(patch).filter((key) => key in stableDefaults);
        for (const key of keys) {
          const value = patch[key];
          if (value === undefined || value === '' || value === stableDefaults[key])
            next.delete(key);
          else next.set(key, String(value));
        }
        if (keys.some((key) => key !== PAGE_PARAM)) next.delete(PAGE_PARAM);
        return next;
      });
    },
    [setParams, stableDefaults],
  );

  const reset = useCallback(() => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const key of Object.keys(stableDefaults)) next.delete(key);
      return next;
    });
  }, [setParams, stableDefaults]);

  return { filters, setFilters, reset };
}
