// The card top-up form: a saved card or a new one, the amount with the card fee and the total; sending
// it starts 3-D Secure (card/pre-topup) and opens the bank's page in the same tab.
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  isApiError,
  usePrepareCardTopUp,
  type PaymentOption,
  type SavedCard,
} from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Checkbox } from '@pendana/design-system/components/checkbox';
import { formatCurrency, isCardExpired } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { FormMoneyField, FormRadioField, FormTextField } from '@pendana/forms';
import { commonMessages } from '../../../i18n/common-messages';
import { errorMessageFor } from '../../../lib/error-message';
import { cardMessages as messages } from '../messages';
import {
  cardRequest,
  cardResolver,
  EMPTY_CARD,
  NEW_CARD,
  type CardValues,
} from '../utils/card-form';
import type { LenderLimits } from '../utils/top-up-form';
import { withReturn } from './pending-top-up';
import { SendButton } from '../../../lib/form-parts';
import { DeleteCard } from './delete-card';

const styles = {
  form: css({ display: 'grid', gap: '4' }),
  saved: css({ display: 'grid', gap: '2', listStyle: 'none', p: '0', m: '0' }),
  savedRow: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
  }),
  muted: css({ color: 'fg.muted' }),
};

/** The provider's refusal of a card number it does not know (spec §8). */
const isCardNotAllowed = (error: unknown) =>
  isApiError(error) &&
  (error.raw as { meta?: { error?: unknown } } | null)?.meta?.error === 'Card not allowed';

export function CardForm({
  option,
  limits,
  cards,
  returnPath,
}: {
  option: PaymentOption;
  limits: LenderLimits | undefined;
  cards: SavedCard[];
  returnPath: string;
}) {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'id';
  const prepare = usePrepareCardTopUp();
  const [save, setSave] = useState(true);
  const usable = cards.filter((card) => !isCardExpired(card.card_expiry));
  const { control, handleSubmit } = useForm<CardValues>({
    defaultValues: { ...EMPTY_CARD, card: usable[0] ? String(usable[0].id) : NEW_CARD },
    resolver: cardResolver(option, limits),
  });
  const chosen = useWatch({ control, name: 'card' });
  const amount = Number(useWatch({ control, name: 'amount' })) || 0;
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={handleSubmit((values) =>
        prepare.mutate(
          { data: cardRequest(values, save) },
          {
            onSuccess: (answer) =>
              window.location.assign(
                withReturn(answer.data.authentication_url, returnPath, locale),
              ),
          },
        ),
      )}
    >
      <FormRadioField
        control={control}
        name="card"
        label={intl.formatMessage(messages.which)}
        options={[
          ...cards.map((card) => {
            const expired = isCardExpired(card.card_expiry);
            const text = intl.formatMessage(messages.savedCard, {
              brand: card.brand,
              number: card.masked_number,
              expiry: card.card_expiry,
            });
            return {
              value: String(card.id),
              disabled: expired,
              label: expired ? `${text} · ${intl.formatMessage(messages.expired)}` : text,
            };
          }),
          { value: NEW_CARD, label: intl.formatMessage(messages.newCard) },
        ]}
      />
      {cards.length > 0 ? (
        <ul className={styles.saved}>
          {cards.map((card) => (
            <li key={card.id} className={styles.savedRow}>
              <span className={styles.muted}>
                {intl.formatMessage(messages.cardShort, {
                  brand: card.brand,
                  number: card.masked_number,
                })}
              </span>
              <DeleteCard card={card} />
            </li>
          ))}
        </ul>
      ) : null}
      {chosen === NEW_CARD ? (
        <>
          <FormTextField
            control={control}
            name="number"
            inputMode="numeric"
            autoComplete="cc-number"
            label={intl.formatMessage(messages.number)}
            required
          />
          <FormTextField
            control={control}
            name="expiry"
            autoComplete="cc-exp"
            placeholder={intl.formatMessage(messages.expiryPlaceholder)}
            label={intl.formatMessage(messages.expiry)}
            required
          />
          <FormTextField
            control={control}
            name="name"
            autoComplete="cc-name"
            label={intl.formatMessage(messages.name)}
            required
          />
          <Checkbox
            label={intl.formatMessage(messages.save)}
            checked={save}
            onCheckedChange={setSave}
          />
        </>
      ) : null}
      <FormMoneyField
        control={control}
        name="amount"
        label={intl.formatMessage(messages.amount)}
        hint={intl.formatMessage(messages.fee, {
          fee: formatCurrency(option.biaya),
          total: formatCurrency(amount + option.biaya),
        })}
        required
      />
      {prepare.error ? (
        <Alert status="danger">
          {isCardNotAllowed(prepare.error)
            ? intl.formatMessage(messages.notRegistered)
            : errorMessageFor(prepare.error, intl)}
        </Alert>
      ) : null}
      <div>
        <SendButton
          loading={prepare.isPending}
          loadingLabel={intl.formatMessage(commonMessages.loading)}
        >
          {intl.formatMessage(messages.submit)}
        </SendButton>
      </div>
    </form>
  );
}
