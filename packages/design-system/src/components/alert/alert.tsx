import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@pendana/design-system/styled-system/css';
import { alert } from '@pendana/design-system/styled-system/recipes';

export type AlertStatus = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps {
  status?: AlertStatus;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** 'alert' interrupts screen readers (errors shown after an action); 'status' is polite. Default by status. */
  role?: 'alert' | 'status' | 'none';
  className?: string;
}

const icons = {
  info: Info,
  success: CheckCircle2,
  warning: AlertTriangle,
  danger: XCircle,
} as const;

export function Alert({ status = 'info', title, children, actions, role, className }: AlertProps) {
  const styles = alert({ status });
  const Icon = icons[status];
  const resolvedRole = role ?? (status === 'danger' || status === 'warning' ? 'alert' : 'status');
  return (
    <div
      role={resolvedRole === 'none' ? undefined : resolvedRole}
      data-status={status}
      className={cx(styles.root, className)}
    >
      <Icon aria-hidden className={styles.icon} />
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.description}>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}
