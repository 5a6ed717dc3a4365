import { useIntl, type MessageDescriptor } from 'react-intl';
import { Spinner } from '@pendana/design-system/components/spinner';
import { commonMessages } from '../../i18n/common-messages';
import { DocumentTitle } from '../../lib/document-title';
import { errorMessageFor } from '../../lib/error-message';
import { awaitingFirstAnswer, failedWithoutData } from '../../lib/query-state';
import { RetryAlert } from './retry-alert';
import type { WizardQuery } from './section-query';
import { wizardStyles as styles } from './styles';

/**
 * Every call of the wizard has answered and none failed without an answer to show (sections through
 * `notFilledYet`; a failed re-read keeps the wizard and its modals on screen).
 */
export function wizardLoaded(queries: readonly WizardQuery[]): boolean {
  return !queries.some((query) => failedWithoutData(query) || awaitingFirstAnswer(query));
}

export interface WizardLoadProps {
  /** The wizard's calls; its sections passed through `notFilledYet`. */
  queries: readonly WizardQuery[];
  /** The page title (h1) shown above the failure. */
  title: string;
  loadFailed: MessageDescriptor;
}

/**
 * What a wizard shows until its calls have answered: the failure of the first that failed, with a
 * retry of them all, or else the spinner (only while a call awaits its first answer: a section
 * fetched again after a save keeps its form on screen).
 */
export function WizardLoad({ queries, title, loadFailed }: WizardLoadProps) {
  const intl = useIntl();
  const failed = queries.find(failedWithoutData);
  if (!failed) {
    return (
      <div className={styles.centered}>
        <Spinner size="lg" label={intl.formatMessage(commonMessages.loading)} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <DocumentTitle title={title} />
      <h1 className={styles.title}>{title}</h1>
      <RetryAlert
        title={intl.formatMessage(loadFailed)}
        retry={intl.formatMessage(commonMessages.retry)}
        onRetry={() => queries.forEach((query) => void query.refetch())}
      >
        {errorMessageFor(failed.error, intl)}
      </RetryAlert>
    </div>
  );
}
