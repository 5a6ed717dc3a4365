import { useCallback, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * One tab stop for all of a chart's points (roving tabindex): arrows, Home and End move between
 * them; the point focused, hovered or tapped is the active one whose month and amount show.
 */
export function usePointFocus(count: number) {
  const [active, setActive] = useState<number | null>(null);
  const [stop, setStop] = useState(0);
  const refs = useRef<(SVGElement | null)[]>([]);
  const focusPoint = useCallback((index: number) => {
    setStop(index);
    setActive(index);
    refs.current[index]?.focus();
  }, []);
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const current = active ?? stop;
      const next =
        event.key === 'ArrowRight' || event.key === 'ArrowDown'
          ? Math.min(count - 1, current + 1)
          : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
            ? Math.max(0, current - 1)
            : event.key === 'Home'
              ? 0
              : event.key === 'End'
                ? count - 1
                : null;
      if (next === null) return;
      event.preventDefault();
      focusPoint(next);
    },
    [active, stop, count, focusPoint],
  );
  const targetProps = (index: number) => ({
    ref: (node: SVGElement | null) => {
      refs.current[index] = node;
    },
    tabIndex: index === Math.min(stop, count - 1) ? 0 : -1,
    'data-active': active === index,
    onFocus: (event: FocusEvent<SVGElement>) => {
      setStop(index);
      setActive(index);
      // The whole point in view, clear of a page's sticky bars (the root's scroll-padding): a thin
      // point partly under a bar is not always scrolled by the browser's own focus scrolling.
      event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    },
    onBlur: () => setActive((value) => (value === index ? null : value)),
    onPointerEnter: () => setActive(index),
    onPointerLeave: () => setActive((value) => (value === index ? null : value)),
    onClick: () => focusPoint(index),
    onKeyDown,
  });
  return { active, targetProps };
}
