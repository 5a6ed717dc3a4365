import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A wizard's step heading: when the step in the URL changes (`?step=`, `?edit=`), the page goes back
 * to its top and the heading takes the focus, so a screen reader announces the new step and the next
 * Tab reaches its first field. On a phone the content scrolls inside `<main>` (AppShell), which
 * otherwise kept the previous step's scroll position: the lender landed in the middle of the next
 * form. Not on the first render: opening the page leaves the focus where the browser puts it.
 * Give the heading `tabIndex={-1}`.
 */
export function useStepFocus<T extends HTMLElement = HTMLHeadingElement>() {
  const { search } = useLocation();
  const heading = useRef<T>(null);
  const previous = useRef(search);
  // A layout effect: it runs in the same task as the commit that shows the new step, so the focus
  // moves before the lender (or a test) can start typing in the new form — a passive effect may run
  // later and take the focus away from a field already being typed in.
  useLayoutEffect(() => {
    if (previous.current === search) return;
    previous.current = search;
    const element = heading.current;
    if (!element) return;
    for (const scroller of [element.closest('main'), document.scrollingElement]) {
      if (scroller && typeof scroller.scrollTo === 'function') scroller.scrollTo({ top: 0 });
    }
    element.focus({ preventScroll: true });
  }, [search]);
  return heading;
}
