import type { ReactNode } from 'react';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';

export interface RetryAlertProps {
  title: string;
  /** The retry button's text. */
  retry: string;
  onRetry: () => void;
  /** The retry is running: the button is busy (with `retryingLabel` for screen readers). */
  retrying?: boolean;
  retryingLabel?: string;
  children: ReactNode;
}

/** Something failed and can be asked again: the failure with its retry button. */
export function RetryAlert({
  title,
  retry,
  onRetry,
  retrying,
  retryingLabel,
  children,
}: RetryAlertProps) {
  return (
    <Alert
      status="danger"
      title={title}
      actions={
        <Button
          variant="outline"
          size="sm"
          loading={retrying}
          loadingLabel={retryingLabel}
          onClick={onRetry}
        >
          {retry}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
