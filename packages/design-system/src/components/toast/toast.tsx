import { Toast, Toaster as ArkToaster } from '@ark-ui/react/toast';
import { AlertTriangle, CheckCircle2, Info, Loader2, X, XCircle } from 'lucide-react';
import { toast as toastRecipe } from '@pendana/design-system/styled-system/recipes';
import type { AppToaster, ToastKind } from './toast-store';

export {
  TOAST_DURATION,
  createAppToaster,
  type AppToaster,
  type CreateAppToasterOptions,
  type ToastKind,
} from './toast-store';

const icons = {
  info: Info,
  success: CheckCircle2,
  warning: AlertTriangle,
  error: XCircle,
  loading: Loader2,
} as const;

export interface ToasterProps {
  toaster: AppToaster;
  /** Accessible name of each toast's close button (copy from the app, e.g. 'Tutup'). */
  closeLabel: string;
}

function isKind(value: unknown): value is ToastKind {
  return (
    value === 'info' ||
    value === 'success' ||
    value === 'warning' ||
    value === 'error' ||
    value === 'loading'
  );
}

/** Renders the toasts of `toaster`; mount once near the root of the app. */
export function Toaster({ toaster, closeLabel }: ToasterProps) {
  return (
    <ArkToaster toaster={toaster}>
      {(item) => {
        const kind: ToastKind = isKind(item.type) ? item.type : 'info';
        const styles = toastRecipe({ type: kind });
        const Icon = icons[kind];
        return (
          <Toast.Root key={item.id} className={styles.root} data-kind={kind}>
            <Icon aria-hidden className={styles.icon} />
            <div className={styles.content}>
              {item.title ? <Toast.Title className={styles.title}>{item.title}</Toast.Title> : null}
              {item.description ? (
                <Toast.Description className={styles.description}>
                  {item.description}
                </Toast.Description>
              ) : null}
              {item.action ? (
                <Toast.ActionTrigger className={styles.actionTrigger}>
                  {item.action.label}
                </Toast.ActionTrigger>
              ) : null}
            </div>
            <Toast.CloseTrigger aria-label={closeLabel} className={styles.closeTrigger}>
              <X aria-hidden size={16} />
            </Toast.CloseTrigger>
          </Toast.Root>
        );
      }}
    </ArkToaster>
  );
}
