// Top up by e-wallet or QRIS (spec §7 "Deposit and wallet": payment-options, limit-topup, topup): the
// methods with their fee (an inactive one cannot be chosen), the amount refused outside the method's
// and the lender's limits before it is sent (spec §9: their values are not shown), the e-wallet's phone
// number; then the top-up waits in `PendingTopUp` (its reference in the URL).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  useCreateEwalletTopUp,
  useGetTopUpLimit,
  useListPaymentOptions,
  type PaymentOption,
} from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { RadioGroup } from '@pendana/design-system/components/radio-group';
import { formatCurrency } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { FormMoneyField, FormTextField } from '@pendana/forms';
import { commonMessages } from '../../../i18n/common-messages';
import { errorMessageFor } from '../../../lib/error-message';
import { DataScreen } from '../../../lib/screen';
import { ewalletMessages as messages, walletMessages } from '../messages';
import {
  EMPTY_TOP_UP,
  PHONE_METHODS,
  topUpRequest,
  topUpResolver,
  type LenderLimits,
  type TopUpValues,
} from '../utils/top-up-form';
import { SendButton } from '../../../lib/form-parts';

const styles = {
  root: css({ display: 'grid', gap: '4', maxW: '2xl', minW: '0' }),
  form: css({ display: 'grid', gap: '4' }),
};

function TopUpForm({
  option,
  limits,
  onStarted,
}: {
  option: PaymentOption;
  limits: LenderLimits | undefined;
  onStarted: (reference: string) => void;
}) {
  const intl = useIntl();
  const create = useCreateEwalletTopUp();
  const { control, handleSubmit } = useForm<TopUpValues>({
    defaultValues: EMPTY_TOP_UP,
    resolver: topUpResolver(option, limits),
  });
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={handleSubmit((values) =>
        create.mutate(
          { data: topUpRequest(option.payment_method, values) },
          { onSuccess: (answer) => onStarted(answer.data.reference_id) },
        ),
      )}
    >
      <FormMoneyField
        control={control}
        name="amount"
        label={intl.formatMessage(messages.amount)}
        required
      />
      {PHONE_METHODS.includes(option.payment_method) ? (
        <FormTextField
          control={control}
          name="phone"
          type="tel"
          autoComplete="tel-national"
          label={intl.formatMessage(messages.phone)}
          hint={intl.formatMessage(messages.phoneHint)}
          required
        />
      ) : null}
      {create.error ? <Alert status="danger">{errorMessageFor(create.error, intl)}</Alert> : null}
      <div>
        <SendButton
          loading={create.isPending}
          loadingLabel={intl.formatMessage(commonMessages.loading)}
        >
          {intl.formatMessage(messages.payWith, { name: option.nama })}
        </SendButton>
      </div>
    </form>
  );
}

export function EwalletTopUp({
  methods,
  onStarted,
}: {
  /** Which of the options this form offers (the card has its own form). */
  methods: (option: PaymentOption) => boolean;
  onStarted: (reference: string) => void;
}) {
  const intl = useIntl();
  const options = useListPaymentOptions();
  const limits = useGetTopUpLimit();
  const [chosen, setChosen] = useState('');
  return (
    <div className={styles.root}>
      <p>{intl.formatMessage(messages.intro)}</p>
      <DataScreen
        query={options}
        errorText={() => intl.formatMessage(walletMessages.somethingWrong)}
        isEmpty={(data) => !data.data.paymentOptions.some(methods)}
        empty={{ title: intl.formatMessage(messages.noOptions) }}
      >
        {(data) => {
          const offered = data.data.paymentOptions.filter(methods);
          const option = offered.find((item) => item.payment_method === chosen && item.aktif);
          return (
            <>
              <RadioGroup
                label={intl.formatMessage(messages.method)}
                value={chosen}
                onValueChange={setChosen}
                options={offered.map((item) => ({
                  value: item.payment_method,
                  disabled: !item.aktif,
                  label: [
                    item.nama,
                    item.biaya > 0
                      ? intl.formatMessage(messages.fee, { fee: formatCurrency(item.biaya) })
                      : null,
                    item.aktif ? null : intl.formatMessage(messages.inactive),
                  ]
                    .filter(Boolean)
                    .join(' · '),
                }))}
              />
              {option ? (
                <TopUpForm
                  key={option.payment_method}
                  option={option}
                  limits={limits.data?.data.limitTopUp}
                  onStarted={onStarted}
                />
              ) : null}
            </>
          );
        }}
      </DataScreen>
    </div>
  );
}
