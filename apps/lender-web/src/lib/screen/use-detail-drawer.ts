// The detail drawers of a screen, addressed by the URL (`?drawer=<name>&id=<id>`): a reload or a
// shared link opens the same drawer, Back closes it, and there is one `drawer` parameter, so two
// drawers are never open together (spec §2: the funding detail and the yield drawer). The focus
// returns to what opened it (useReturnFocus).
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useReturnFocus } from './use-return-focus';

export const DRAWER_PARAM = 'drawer';
export const DRAWER_ID_PARAM = 'id';

/** Marks the history entry that `open` pushed: closing it goes Back instead of adding an entry. */
const PUSHED = 'detailDrawerPushed';

export interface DetailDrawerState<TName extends string> {
  /** The open drawer, or null. */
  name: TName | null;
  /** The id of what the open drawer shows, or null. */
  id: string | null;
  isOpen: (name: TName) => boolean;
  /**
   * Opens a drawer: a new history entry from the screen (Back closes it); from another drawer it
   * replaces that one (Back then returns to the screen, not to the first drawer).
   */
  open: (name: TName, id: string | number) => void;
  /** Closes the open drawer; the focus goes back to the element that opened it. */
  close: () => void;
}

export function useDetailDrawer<TName extends string>(
  names: readonly TName[],
): DetailDrawerState<TName> {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = params.get(DRAWER_PARAM);
  const id = params.get(DRAWER_ID_PARAM);
  const name =
    raw !== null && id !== null && (names as readonly string[]).includes(raw)
      ? (raw as TName)
      : null;
  const pushed = (location.state as Record<string, unknown> | null)?.[PUSHED] === true;
  const rememberOpener = useReturnFocus(name !== null);

  const open = useCallback(
    (next: TName, nextId: string | number) => {
      if (name === null) rememberOpener();
      setParams(
        (current) => {
          const search = new URLSearchParams(current);
          search.set(DRAWER_PARAM, next);
          search.set(DRAWER_ID_PARAM, String(nextId));
          return search;
        },
        name === null ? { state: { [PUSHED]: true } } : { replace: true, state: location.state },
      );
    },
    [name, rememberOpener, setParams, location.state],
  );

  const close = useCallback(() => {
    if (name === null) return;
    if (pushed) {
      void navigate(-1);
      return;
    }
    // Opened by a link or a reload: remove the parameters without leaving the screen.
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        search.delete(DRAWER_PARAM);
        search.delete(DRAWER_ID_PARAM);
        return search;
      },
      { replace: true },
    );
  }, [name, pushed, navigate, setParams]);

  const isOpen = useCallback((candidate: TName) => name === candidate, [name]);
  return { name, id: name === null ? null : id, isOpen, open, close };
}
