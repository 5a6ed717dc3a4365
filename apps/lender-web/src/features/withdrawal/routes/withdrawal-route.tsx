// Withdrawal `/dashboard/withdrawal`: what can be withdrawn and where it goes, the
// request (amount within the stated limits, reason, password), and the history with each request's
// stage. Every list's non-200 is spec §8's 'Ups something went wrong' with Retry.
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useGetWithdrawalInfo } from '@pendana/api-sdk';
import { css } from '@pendana/design-system/styled-system/css';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { DataScreen, ScreenPage } from '../../../lib/screen';
import { WithdrawalForm } from '../components/withdrawal-form';
import { WithdrawalHistory } from '../components/withdrawal-history';
import { formMessages, pageMessages as messages } from '../messages';

const styles = {
  section: css({ display: 'grid', gap: '4', minW: '0' }),
  heading: css({ textStyle: 'h2' }),
};

export function WithdrawalRoute() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const info = useGetWithdrawalInfo();
  const title = intl.formatMessage(messages.title);
  return (
    <ScreenPage title={title} intro={intl.formatMessage(messages.intro)}>
      <section className={styles.section} aria-labelledby="withdrawal-form-heading">
        <h2 id="withdrawal-form-heading" className={styles.heading}>
          {intl.formatMessage(formMessages.heading)}
        </h2>
        <DataScreen query={info} errorText={() => intl.formatMessage(messages.somethingWrong)}>
          {({ data }) => (
            <WithdrawalForm
              info={data}
              locale={locale}
              links={{
                home: localizePath('/dashboard', locale),
                myFunding: localizePath('/dashboard/my-funding', locale),
                topUp: localizePath('/dashboard/wallet', locale),
              }}
            />
          )}
        </DataScreen>
      </section>
      <WithdrawalHistory locale={locale} />
    </ScreenPage>
  );
}
