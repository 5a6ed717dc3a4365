import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { X } from 'lucide-react';
import { useRef, type ReactElement, type ReactNode } from 'react';
import { overlay } from '@pendana/design-system/styled-system/recipes';

export interface DrawerProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Accessible name of the close (×) button. */
  closeLabel: string;
  trigger?: ReactElement;
  /** Side panel ('end') or bottom sheet ('bottom'). */
  placement?: 'end' | 'bottom';
  /**
   * Where focus lands on opening: the first focusable element of the content ('first'), or the close
   * button ('close') — for content that arrives after opening, so focus does not depend on timing.
   */
  initialFocus?: 'first' | 'close';
}

/** Drawer (modal side panel or bottom sheet) on Ark's Dialog: focus trap, Esc, focus return. */
export function Drawer({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  children,
  footer,
  closeLabel,
  trigger,
  placement = 'end',
  initialFocus = 'first',
}: DrawerProps) {
  const closeRef = useRef<HTMLButtonElement | null>(null);
  const styles = overlay({ kind: placement === 'end' ? 'drawerEnd' : 'drawerBottom' });
  return (
    <ArkDialog.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      lazyMount
      unmountOnExit
      {...(initialFocus === 'close' ? { initialFocusEl: () => closeRef.current } : {})}
    >
      {trigger ? <ArkDialog.Trigger asChild>{trigger}</ArkDialog.Trigger> : null}
      <Portal>
        <ArkDialog.Backdrop className={styles.backdrop} />
        <ArkDialog.Positioner className={styles.positioner}>
          <ArkDialog.Content className={styles.content} data-placement={placement}>
            <div className={styles.header}>
              <ArkDialog.Title className={styles.title}>{title}</ArkDialog.Title>
              {description ? (
                <ArkDialog.Description className={styles.description}>
                  {description}
                </ArkDialog.Description>
              ) : null}
            </div>
            {children ? <div className={styles.body}>{children}</div> : null}
            {footer ? <div className={styles.footer}>{footer}</div> : null}
            <ArkDialog.CloseTrigger
              ref={closeRef}
              className={styles.closeTrigger}
              aria-label={closeLabel}
            >
              <X aria-hidden />
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
