import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * One tab stop for all of a chart's points (roving tabindex): arrows, Home and End move between
 * them; the point focused, hovered or tapped is the active one whose month and amount show.
 */
export function usePointFocus(count: number) {
  const [active, setActive] = useState<number | null>(null);
  const [stop, setStop] = useState(0);
  const refs = useRef<(SVGElement | null)[]>([]);
  // The readout above the plot shows the focused point and may take a second line, moving the plot
  // down after the browser scrolled the point into view: the focused point is brought back into view
  // (within the root's scroll-padding, clear of a page's sticky bars) once the readout is laid out.
  useLayoutEffect(() => {
    if (active === null) return;
    const node = refs.current[active];
    if (node && node === document.activeElement) {
      node.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    }
  }, [active]);
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
    onFocus: () => {
      setStop(index);
      setActive(index);
    },
    onBlur: () => setActive((value) => (value === index ? null : value)),
    onPointerEnter: () => setActive(index),
    onPointerLeave: () => setActive((value) => (value === index ? null : value)),
    onClick: () => focusPoint(index),
    onKeyDown,
  });
  return { active, targetProps };
}
