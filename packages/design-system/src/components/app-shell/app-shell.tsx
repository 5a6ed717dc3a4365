import { Menu as MenuIcon } from 'lucide-react';
import {
  lazy,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cx } from '@pendana/design-system/styled-system/css';
import { appShell } from '@pendana/design-system/styled-system/recipes';
import { MAIN_CONTENT_ID } from '../skip-link/skip-link';

export interface NavItem {
  id: string;
  label: string;
  href: string;
  icon?: ReactNode;
}

export interface NavLinkRenderProps {
  href: string;
  className: string;
  'aria-current': 'page' | undefined;
  onClick?: () => void;
  children: ReactNode;
}

export interface AppShellProps {
  brand: ReactNode;
  /** Main menu items, in order; the first `bottomBarCount` also sit in the phone bottom bar. */
  items: NavItem[];
  /** Items of the 'More' group (sidebar group on desktop; inside the 'More' drawer on phones). */
  moreItems?: NavItem[];
  /** Label of the 'More' group and of its bottom-bar button. */
  moreLabel: string;
  /** Accessible name of the navigation landmark (e.g. 'Menu utama'). */
  navLabel: string;
  /** Accessible name of the drawer's close button. */
  closeLabel: string;
  /** id of the current page's item (gets aria-current="page"). */
  activeId?: string | undefined;
  /** How many main items the phone bottom bar shows before 'More' (default 4). */
  bottomBarCount?: number;
  /** Right side of the phone top bar and top of the sidebar footer (user menu, language switch …). */
  headerActions?: ReactNode;
  /** Renders a navigation link (e.g. react-router's Link); default a plain anchor. */
  renderLink?: (props: NavLinkRenderProps) => ReactElement;
  /** id of `<main>`, the target of the page's skip link (SkipLink); default MAIN_CONTENT_ID. */
  mainId?: string;
  children: ReactNode;
  className?: string;
}

/** Room kept clear between a focused element scrolled into view and a bar (its focus ring). */
const FOCUS_CLEARANCE_PX = 8;

/**
 * Keeps the document's scroll padding equal to the sticky bars' heights (0 from `lg` up, where they
 * are hidden), so the browser scrolls a focused element clear of them (WCAG 2.4.11).
 */
function useScrollPaddingFor(
  top: { current: HTMLElement | null },
  bottom: { current: HTMLElement | null },
) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const update = () => {
      const pad = (bar: HTMLElement | null) => {
        const height = bar?.getBoundingClientRect().height ?? 0;
        return height > 0 ? `${Math.ceil(height) + FOCUS_CLEARANCE_PX}px` : '';
      };
      root.style.scrollPaddingTop = pad(top.current);
      root.style.scrollPaddingBottom = pad(bottom.current);
    };
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    for (const bar of [top.current, bottom.current]) if (bar) observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = '';
      root.style.scrollPaddingBottom = '';
    };
  }, [top, bottom]);
}

// The phone's 'More' drawer (Ark's Dialog: focus trap, dismissal, presence) loads when first opened,
// so a page that shows no dialog of its own does not load one with the shell (bundle budgets).
const AppShellDrawer = lazy(() =>
  import('./app-shell-drawer').then((m) => ({ default: m.AppShellDrawer })),
);

const defaultRenderLink = ({ children, ...props }: NavLinkRenderProps) => (
  <a {...props}>{children}</a>
);

export function AppShell({
  brand,
  items,
  moreItems = [],
  moreLabel,
  navLabel,
  closeLabel,
  activeId,
  bottomBarCount = 4,
  headerActions,
  renderLink = defaultRenderLink,
  mainId = MAIN_CONTENT_ID,
  children,
  className,
}: AppShellProps) {
  const styles = appShell();
  const [drawerOpen, setDrawerOpenState] = useState(false);
  const [drawerRequested, setDrawerRequested] = useState(false);
  const setDrawerOpen = (open: boolean) => {
    if (open) setDrawerRequested(true);
    setDrawerOpenState(open);
  };
  const topBar = useRef<HTMLElement>(null);
  const bottomBar = useRef<HTMLElement>(null);
  useScrollPaddingFor(topBar, bottomBar);
  const barItems = items.slice(0, bottomBarCount);
  const drawerItems = [...items.slice(bottomBarCount), ...moreItems];
  const moreActive = drawerItems.some((item) => item.id === activeId);

  const link = (item: NavItem, className: string, onClick?: () => void, labelClass?: string) =>
    renderLink({
      href: item.href,
      className,
      'aria-current': item.id === activeId ? 'page' : undefined,
      ...(onClick ? { onClick } : {}),
      children: (
        <>
          {item.icon}
          <span className={labelClass}>{item.label}</span>
        </>
      ),
    });

  return (
    <div className={cx(styles.root, className)}>
      <aside className={styles.sidebar}>
        <div className={styles.brand}>{brand}</div>
        <nav aria-label={navLabel} className={styles.nav}>
          <ul className={styles.navList}>
            {items.map((item) => (
              <li key={item.id}>{link(item, styles.navItem)}</li>
            ))}
          </ul>
          {moreItems.length > 0 ? (
            <div role="group" aria-labelledby="app-shell-more-label">
              <p id="app-shell-more-label" className={styles.groupLabel}>
                {moreLabel}
              </p>
              <ul className={styles.navList}>
                {moreItems.map((item) => (
                  <li key={item.id}>{link(item, styles.navItem)}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </nav>
        {headerActions ? <div>{headerActions}</div> : null}
      </aside>

      <header ref={topBar} className={styles.topBar} data-part="top-bar">
        <div className={styles.brand}>{brand}</div>
        {headerActions}
      </header>

      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>

      <nav
        ref={bottomBar}
        aria-label={navLabel}
        className={styles.bottomBar}
        data-part="bottom-bar"
      >
        {barItems.map((item) => (
          <div key={item.id}>{link(item, styles.bottomItem, undefined, styles.bottomLabel)}</div>
        ))}
        {drawerItems.length > 0 ? (
          <div>
            <button
              type="button"
              className={styles.bottomItem}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              aria-current={moreActive ? 'page' : undefined}
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon aria-hidden />
              <span className={styles.bottomLabel}>{moreLabel}</span>
            </button>
          </div>
        ) : null}
      </nav>

      {drawerRequested ? (
        <Suspense fallback={null}>
          <AppShellDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            title={moreLabel}
            closeLabel={closeLabel}
            styles={styles}
          >
            {drawerItems.map((item) => (
              <li key={item.id}>{link(item, styles.navItem, () => setDrawerOpen(false))}</li>
            ))}
          </AppShellDrawer>
        </Suspense>
      ) : null}
    </div>
  );
}
