import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useGetTermCondition } from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Spinner } from '@pendana/design-system/components/spinner';
import { AuthCard } from '../components/auth-card';
import { commonMessages } from '../../../i18n/common-messages';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { errorMessageFor } from '../../../lib/error-message';
import { SafeHtml } from '../../../lib/safe-html';
import { formStyles } from '../components/form-styles';
import { termsMessages } from '../messages';

/** Terms and conditions from the server (`getTermCondition`). */
export function TermsRoute() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const terms = useGetTermCondition();

  return (
    <AuthCard title={terms.data?.title ?? intl.formatMessage(termsMessages.title)}>
      {terms.isPending ? <Spinner label={intl.formatMessage(commonMessages.loading)} /> : null}
      {terms.isError ? (
        <Alert status="danger" title={intl.formatMessage(termsMessages.failedTitle)}>
          {errorMessageFor(terms.error, intl)}
        </Alert>
      ) : null}
      {terms.data ? (
        <>
          <p className={formStyles.intro}>
            <FormattedMessage {...termsMessages.writer} values={{ writer: terms.data.writer }} />
          </p>
          <SafeHtml html={terms.data.deskripsi} />
        </>
      ) : null}
      <Link className={formStyles.link} to={localizePath('/auth/register', locale)}>
        <FormattedMessage {...commonMessages.back} />
      </Link>
    </AuthCard>
  );
}
