// The phone's 'More' drawer of AppShell, loaded when first opened (app-shell.tsx).
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { appShell } from '@pendana/design-system/styled-system/recipes';

export interface AppShellDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  styles: ReturnType<typeof appShell>;
  /** The drawer's `<li>` items. */
  children: ReactNode;
}

export function AppShellDrawer({
  open,
  onOpenChange,
  title,
  closeLabel,
  styles,
  children,
}: AppShellDrawerProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={styles.drawerBackdrop} />
        <Dialog.Positioner className={styles.drawerPositioner}>
          <Dialog.Content className={styles.drawerContent}>
            <div className={styles.drawerHeader}>
              <Dialog.Title className={styles.drawerTitle}>{title}</Dialog.Title>
              <Dialog.CloseTrigger className={styles.drawerClose} aria-label={closeLabel}>
                <X aria-hidden />
              </Dialog.CloseTrigger>
            </div>
            <ul className={styles.navList}>{children}</ul>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
