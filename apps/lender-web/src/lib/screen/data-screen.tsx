import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { EmptyState, type EmptyStateProps } from '@pendana/design-system/components/empty-state';
import { Skeleton } from '@pendana/design-system/components/skeleton';
import { css } from '@pendana/design-system/styled-system/css';
import { commonMessages } from '../../i18n/common-messages';
import { errorMessageFor } from '../error-message';
import { screenMessages as messages } from './messages';

/** What DataScreen reads of a TanStack Query result (useQuery, or a page of useInfiniteQuery). */
export interface ScreenQuery<TData> {
  data: TData | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface DataScreenProps<TData> {
  query: ScreenQuery<TData>;
  /** The answer has nothing to list: the empty state is shown instead of `children`. */
  isEmpty?: (data: TData) => boolean;
  /** The empty state: what is missing and the next step (`action`, a button or a link). */
  empty?: Pick<EmptyStateProps, 'title' | 'description' | 'action' | 'icon' | 'headingLevel'>;
  /** The screen's shape while loading; default three text blocks. */
  skeleton?: ReactNode;
  /** The text of a failure when the screen's spec §8 names one; default the server's message. */
  errorText?: (error: unknown) => string;
  children: (data: TData) => ReactNode;
}

const styles = {
  root: css({ display: 'grid', gap: '4', minW: '0' }),
  skeleton: css({ display: 'grid', gap: '5' }),
  srOnly: css({ srOnly: true }),
};

function DefaultSkeleton() {
  return (
    <div className={styles.skeleton}>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} lines={3} height="1.25rem" />
      ))}
    </div>
  );
}

/**
 * The frame of every list or detail screen: a skeleton while the first answer is awaited (never a
 * spinner-only page), the error with a Retry that refetches, the empty state with its next step,
 * then the data. A failed refresh keeps the data on screen under a warning.
 */
export function DataScreen<TData>({
  query,
  isEmpty,
  empty,
  skeleton,
  errorText,
  children,
}: DataScreenProps<TData>) {
  const intl = useIntl();
  const message = (error: unknown) => errorText?.(error) ?? errorMessageFor(error, intl);
  const retry = (
    <Button
      variant="outline"
      size="sm"
      loading={query.isFetching}
      loadingLabel={intl.formatMessage(commonMessages.loading)}
      onClick={() => void query.refetch()}
    >
      {intl.formatMessage(commonMessages.retry)}
    </Button>
  );
  const { data } = query;

  if (data === undefined) {
    if (query.isError && !query.isFetching) {
      return (
        <Alert status="danger" title={intl.formatMessage(messages.errorTitle)} actions={retry}>
          {message(query.error)}
        </Alert>
      );
    }
    return (
      <div className={styles.root} aria-busy="true">
        <p role="status" className={styles.srOnly}>
          {intl.formatMessage(commonMessages.loading)}
        </p>
        {skeleton ?? <DefaultSkeleton />}
      </div>
    );
  }

  return (
    <div className={styles.root}>
      {query.isError ? (
        <Alert status="warning" title={intl.formatMessage(messages.refreshFailed)} actions={retry}>
          {message(query.error)}
        </Alert>
      ) : null}
      {empty && isEmpty?.(data) ? <EmptyState {...empty} /> : children(data)}
    </div>
  );
}
