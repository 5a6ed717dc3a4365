// Request a withdrawal (spec §4 Withdrawal, §7 "Portfolio, withdrawal and history"): what can be
// withdrawn and where it goes (showPenarikan), the amount within the stated limits, a reason
// (allMasterKodeAlasanPenarikan), then the money action: password → requestPenarikan under an
// Idempotency-Key → the result dialog; closing it clears dialog, confirm and success (§4). A 200 with
// `error` shows that error; another non-200 'Ups terjadi kesalahan {status}' (§8).
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  isApiError,
  requestWithdrawal,
  useListWithdrawalReasons,
  type PayoutHoldAlasan,
  type WithdrawalInfo,
  type WithdrawalRequest,
  type WithdrawalResult,
} from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { EmptyState } from '@pendana/design-system/components/empty-state';
import { formatCurrency, formatDateTime } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { FormMoneyField, FormSelectField, FormTextField } from '@pendana/forms';
import { MoneyActionDialogs, useMoneyAction } from '../../../capabilities/money-action';
import { errorMessageFor } from '../../../lib/error-message';
import { FactList } from '../../../lib/fact-list';
import { DataScreen } from '../../../lib/screen';
import { formMessages as messages, holdReasonMessages, pageMessages } from '../messages';
import {
  EMPTY_WITHDRAWAL,
  NOTE_MAX,
  withdrawalResolver,
  type WithdrawalValues,
} from '../utils/withdrawal-schema';
import { SendButton } from '../../../lib/form-parts';
import type { Locale } from '../../../i18n/locale';

const styles = {
  form: css({ display: 'grid', gap: '4', maxW: '2xl', minW: '0' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
};

export interface WithdrawalLinks {
  home: string;
  myFunding: string;
  topUp: string;
}

/** Why withdrawals wait, by the server's `penahanan.alasan`. */
const HOLD_REASONS = {
  password_reset: holdReasonMessages.passwordReset,
  phone_changed: holdReasonMessages.phoneChanged,
  bank_account_changed: holdReasonMessages.bankAccountChanged,
  two_factor_off: holdReasonMessages.twoFactorOff,
} as const satisfies Record<PayoutHoldAlasan, unknown>;

/** Where the money goes, as the lender reads it on their bank statement. */
const accountText = (info: WithdrawalInfo) => `${info.bank ?? ''} ${info.rekening ?? ''}`.trim();

function Facts({ info }: { info: WithdrawalInfo }) {
  const intl = useIntl();
  return (
    <FactList
      layout="rows"
      facts={[
        {
          term: intl.formatMessage(messages.withdrawable),
          value: formatCurrency(info.tersedia_ditarik),
        },
        { term: intl.formatMessage(messages.available), value: formatCurrency(info.unallocated) },
        {
          term: intl.formatMessage(messages.destination),
          value: intl.formatMessage(messages.account, {
            bank: info.bank ?? '',
            account: info.rekening ?? '',
            name: info.nama ?? '',
          }),
        },
      ]}
    />
  );
}

function RequestForm({
  info,
  account,
}: {
  info: WithdrawalInfo;
  account: { rekening: string; bank: string };
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const reasons = useListWithdrawalReasons();
  const { control, handleSubmit, reset } = useForm<WithdrawalValues>({
    defaultValues: EMPTY_WITHDRAWAL,
    resolver: withdrawalResolver({ minimum: info.minimum, maximum: info.tersedia_ditarik }),
  });
  const action = useMoneyAction<WithdrawalRequest, WithdrawalResult>({
    mutate: (input, request) => requestWithdrawal(input, request),
    errorText: (error) =>
      isApiError(error) && error.status > 0 && !error.error
        ? intl.formatMessage(messages.requestFailed, { status: String(error.status) })
        : errorMessageFor(error, intl),
    onSuccess: () => {
      reset(EMPTY_WITHDRAWAL);
      // The balances, the history and the portfolio all moved.
      void queryClient.invalidateQueries();
    },
  });

  return (
    <DataScreen query={reasons} errorText={() => intl.formatMessage(pageMessages.somethingWrong)}>
      {({ alasan_penarikan }) => (
        <form
          noValidate
          className={styles.form}
          onSubmit={handleSubmit((values) =>
            action.start({
              nominal: Number(values.nominal),
              rekening: account.rekening,
              bank: account.bank,
              kode_alasan: values.kode_alasan,
              ...(values.keterangan.trim() ? { keterangan: values.keterangan.trim() } : {}),
            }),
          )}
        >
          <FormMoneyField
            control={control}
            name="nominal"
            label={intl.formatMessage(messages.amount)}
            hint={intl.formatMessage(messages.limits, {
              minimum: formatCurrency(info.minimum),
              maximum: formatCurrency(info.tersedia_ditarik),
            })}
            required
          />
          <FormSelectField
            control={control}
            name="kode_alasan"
            label={intl.formatMessage(messages.reason)}
            placeholder={intl.formatMessage(messages.reasonPlaceholder)}
            options={alasan_penarikan.map((reason) => ({
              value: reason.kode,
              label: reason.alasan,
            }))}
            required
          />
          <FormTextField
            control={control}
            name="keterangan"
            label={intl.formatMessage(messages.note)}
            maxLength={NOTE_MAX}
          />
          <div className={styles.actions}>
            <SendButton>{intl.formatMessage(messages.submit)}</SendButton>
          </div>
          <MoneyActionDialogs
            action={action}
            title={intl.formatMessage(messages.confirmTitle)}
            summary={(input) =>
              intl.formatMessage(messages.summary, {
                amount: formatCurrency(input.nominal),
                account: accountText(info),
              })
            }
          />
        </form>
      )}
    </DataScreen>
  );
}

/** The request part of the withdrawal page, from the lender's balances and payout account. */
export function WithdrawalForm({
  info,
  links,
  locale,
}: {
  info: WithdrawalInfo;
  links: WithdrawalLinks;
  locale: Locale;
}) {
  const intl = useIntl();
  if (!info.rekening || !info.kode_bank) {
    return (
      <EmptyState
        title={intl.formatMessage(messages.noAccountTitle)}
        description={intl.formatMessage(messages.noAccountBody)}
        headingLevel={3}
        action={
          <Button asChild>
            <Link to={links.home}>{intl.formatMessage(messages.toHome)}</Link>
          </Button>
        }
      />
    );
  }
  const account = { rekening: info.rekening, bank: info.kode_bank };
  return (
    <>
      <Facts info={info} />
      {info.penahanan ? (
        <Alert status="warning" role="status" title={intl.formatMessage(messages.heldTitle)}>
          {intl.formatMessage(messages.held, {
            until: formatDateTime(info.penahanan.sampai, locale),
            reason: intl.formatMessage(HOLD_REASONS[info.penahanan.alasan]),
          })}
        </Alert>
      ) : info.tersedia_ditarik < info.minimum ? (
        <Alert
          status="info"
          actions={
            <div className={styles.actions}>
              <Button asChild variant="outline">
                <Link to={links.myFunding}>{intl.formatMessage(messages.toMyFunding)}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={links.topUp}>{intl.formatMessage(messages.toTopUp)}</Link>
              </Button>
            </div>
          }
        >
          {intl.formatMessage(messages.belowMinimum, { minimum: formatCurrency(info.minimum) })}
        </Alert>
      ) : (
        <RequestForm info={info} account={account} />
      )}
    </>
  );
}
