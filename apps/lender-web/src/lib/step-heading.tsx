import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A wizard's step heading. When the step it shows changes, the page goes back to its top and the
 * heading takes the focus, so a screen reader announces the new step and the next Tab reaches its
 * first field. The document scrolls (AppShell): a step shown before its `?step=` lands in the URL
 * (see below) would otherwise keep the previous step's scroll position, and the lender would land in
 * the middle of the next form. Not on its first render: opening the page leaves the focus where the
 * browser puts it (and the scroll where ScrollRestoration puts it on Back).
 *
 * Keyed by the step shown, not by the URL: a wizard may show the next step (from the server's
 * progress) before its `?step=` lands in the URL, and the lender may already be typing by then. A
 * layout effect, so the focus moves in the same task as the commit that shows the step.
 */
export function StepHeading({
  step,
  id,
  className,
  children,
}: {
  step: string | number;
  id: string;
  className?: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useLayoutEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    const element = heading.current;
    if (!element) return;
    window.scrollTo({ top: 0 });
    element.focus({ preventScroll: true });
  }, [step]);
  return (
    <h2 id={id} ref={heading} tabIndex={-1} className={className}>
      {children}
    </h2>
  );
}
