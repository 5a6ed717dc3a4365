import type { MouseEvent, ReactNode } from 'react';
import { css, cx } from '@pendana/design-system/styled-system/css';

/** The id of the page's `<main>` a skip link moves to (AppShell's main has it by default). */
export const MAIN_CONTENT_ID = 'main-content';

export interface SkipLinkProps {
  /** The text, e.g. 'Langsung ke konten utama'. */
  children: ReactNode;
  /** id of the element that takes the focus (a `<main tabIndex={-1}>`); default MAIN_CONTENT_ID. */
  targetId?: string;
  className?: string;
}

const skipLink = css({
  position: 'fixed',
  top: '2',
  insetInlineStart: '2',
  zIndex: 'tooltip',
  px: '4',
  py: '3',
  minH: '11',
  display: 'inline-flex',
  alignItems: 'center',
  bg: 'bg.surface',
  color: 'primary.fg',
  fontWeight: 'semibold',
  borderRadius: 'md',
  textDecoration: 'underline',
  // Out of sight until it has the focus: the first Tab of a page shows it. The shadow comes with
  // the focus too: above the page it would still fall over the top of the page as a faint strip.
  transform: 'translateY(calc(-100% - token(spacing.4)))',
  _focus: { transform: 'none', boxShadow: 'lg' },
  _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});

/**
 * "Skip to main content": the first focus stop of a page. Activating it moves the focus to the
 * main content (scrolled into view), so a keyboard user passes the header and the menu in one step.
 * The URL keeps no `#fragment` (the app's router owns the URL).
 */
export function SkipLink({ children, targetId = MAIN_CONTENT_ID, className }: SkipLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  };
  return (
    <a href={`#${targetId}`} className={cx(skipLink, className)} onClick={onClick}>
      {children}
    </a>
  );
}
