import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DrawerProps } from '@pendana/design-system/components/drawer';
import { commonMessages } from '../../i18n/common-messages';
import type { DetailDrawerState } from './use-detail-drawer';

export interface DetailDrawerProps<TName extends string> {
  /** The screen's drawers (useDetailDrawer). */
  drawers: DetailDrawerState<TName>;
  /** Which of them this is. */
  name: TName;
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  placement?: DrawerProps['placement'];
  /** The content for the id in the URL; rendered (and its queries started) only while open. */
  children: (id: string) => ReactNode;
}

// The design system's Drawer (Ark's Dialog: focus trap, dismissal, presence) loads when a drawer is
// first opened, so a screen whose drawers stay closed does not load it (bundle budgets).
const Drawer = lazy(() =>
  import('@pendana/design-system/components/drawer').then((m) => ({ default: m.Drawer })),
);

/** One URL-addressed detail drawer of a screen (design system Drawer: focus trap, Esc, close). */
export function DetailDrawer<TName extends string>({
  drawers,
  name,
  title,
  description,
  footer,
  placement,
  children,
}: DetailDrawerProps<TName>) {
  const intl = useIntl();
  const open = drawers.isOpen(name);
  // Every drawer of the screen is mounted from the first opening of any of them on, then kept (they
  // open, close and replace one another as before).
  const anyOpen = drawers.name !== null;
  const [mounted, setMounted] = useState(anyOpen);
  if (anyOpen && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Drawer
        open={open}
        onOpenChange={(next) => {
          if (!next) drawers.close();
        }}
        title={title}
        description={description}
        footer={footer}
        placement={placement}
        initialFocus="close"
        closeLabel={intl.formatMessage(commonMessages.close)}
      >
        {open && drawers.id !== null ? children(drawers.id) : null}
      </Drawer>
    </Suspense>
  );
}
