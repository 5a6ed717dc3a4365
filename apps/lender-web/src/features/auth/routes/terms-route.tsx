import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useGetTermCondition } from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Spinner } from '@pendana/design-system/components/spinner';
import { css } from '@pendana/design-system/styled-system/css';
import { AuthCard } from '../components/auth-card';
import { commonMessages } from '../../../i18n/common-messages';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { errorMessageFor } from '../../../lib/error-message';
import { SafeHtml } from '../../../lib/safe-html';
import { formStyles } from '../components/form-styles';
import { termsMessages } from '../messages';

const prose = css({
  display: 'grid',
  gap: '3',
  '& h2, & h3': { textStyle: 'h3' },
  '& ul, & ol': { pl: '5' },
  '& ul': { listStyle: 'disc' },
  '& ol': { listStyle: 'decimal' },
  '& a': { color: 'primary.fg', textDecoration: 'underline' },
});

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
          <SafeHtml className={prose} html={terms.data.deskripsi} />
        </>
      ) : null}
      <Link className={formStyles.link} to={localizePath('/auth/register', locale)}>
        <FormattedMessage {...commonMessages.back} />
      </Link>
    </AuthCard>
  );
}
