import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { X } from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
import { overlay } from '@pendana/design-system/styled-system/recipes';

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons (primary last). */
  footer?: ReactNode;
  /** Accessible name of the close (×) button; omit to hide it (e.g. a blocking confirmation). */
  closeLabel?: string;
  /** Element that opens the dialog (rendered as Ark's trigger with asChild). */
  trigger?: ReactElement;
  /** 'alertdialog' for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Closing by clicking outside (default true; false for blocking steps). */
  closeOnInteractOutside?: boolean;
}

/** Modal dialog: focus is trapped, Esc closes, focus returns to the trigger. A bottom sheet on phones. */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  children,
  footer,
  closeLabel,
  trigger,
  role = 'dialog',
  closeOnInteractOutside = true,
}: DialogProps) {
  const styles = overlay({ kind: 'dialog' });
  return (
    <ArkDialog.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      role={role}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={closeOnInteractOutside}
    >
      {trigger ? <ArkDialog.Trigger asChild>{trigger}</ArkDialog.Trigger> : null}
      <Portal>
        <ArkDialog.Backdrop className={styles.backdrop} />
        <ArkDialog.Positioner className={styles.positioner}>
          <ArkDialog.Content className={styles.content}>
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
            {closeLabel ? (
              <ArkDialog.CloseTrigger className={styles.closeTrigger} aria-label={closeLabel}>
                <X aria-hidden />
              </ArkDialog.CloseTrigger>
            ) : null}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}

/** A button inside a Dialog that closes it (wraps its child with asChild). */
export function DialogClose({ children }: { children: ReactElement }) {
  return <ArkDialog.CloseTrigger asChild>{children}</ArkDialog.CloseTrigger>;
}
