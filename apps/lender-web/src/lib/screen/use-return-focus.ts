// Keyboard users land where they were: an overlay (drawer, dialog chain) opened from a button gives
// the focus back to that button when it closes, even when the element that had the focus inside it
// is gone (a second drawer replaced the first; a result dialog followed the password dialog), where
// Ark's own focus return has nothing left to return to.
import { useCallback, useEffect, useRef } from 'react';

/**
 * `open` says whether the overlay is shown. Call the returned `remember()` just before opening it:
 * it keeps the focused element, which gets the focus back once `open` turns false.
 */
export function useReturnFocus(open: boolean): () => void {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const target = opener.current;
    opener.current = null;
    if (!target) return;
    // After the overlay's own focus handling (Ark restores on unmount).
    const frame = requestAnimationFrame(() => {
      if (target.isConnected) target.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);

  return useCallback(() => {
    if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, []);
}
