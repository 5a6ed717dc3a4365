// Top up by debit/credit card (spec §7: card/list, card/pre-topup, card/topup, card/delete): a saved
// card (an expired one — MM/YYYY whose month has ended, spec §5 — is marked and cannot be chosen) or a
// new one, the amount with the card fee and the total, then the bank's 3-D Secure page (same tab); the
// way back finishes the payment (`CardReturn`). A card is deleted after a confirmation, with the
// server's 'Kartu Debit/Kredit berhasil di hapus'; 'Card not allowed' reads as "not registered" (§8).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  createCardTopUp,
  getListCardsQueryKey,
  isApiError,
  useDeleteCard,
  useGetTopUpLimit,
  useListCards,
  useListPaymentOptions,
  usePrepareCardTopUp,
  type PaymentOption,
  type SavedCard,
} from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { Checkbox } from '@pendana/design-system/components/checkbox';
import { Dialog } from '@pendana/design-system/components/dialog';
import { Spinner } from '@pendana/design-system/components/spinner';
import { formatCurrency, isCardExpired } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { FormMoneyField, FormRadioField, FormTextField } from '@pendana/forms';
import { commonMessages } from '../../../i18n/common-messages';
import { errorMessageFor } from '../../../lib/error-message';
import { DataScreen } from '../../../lib/screen';
import { notifySuccess } from '../../../lib/toaster';
import { cardMessages as messages, walletMessages } from '../messages';
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

const styles = {
  root: css({ display: 'grid', gap: '4', maxW: '2xl', minW: '0' }),
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

function DeleteCard({ card }: { card: SavedCard }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const remove = useDeleteCard();
  const [open, setOpen] = useState(false);
  const named = { brand: card.brand, number: card.masked_number };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      role="alertdialog"
      title={intl.formatMessage(messages.confirmTitle)}
      description={intl.formatMessage(messages.confirmDelete, named)}
      closeLabel={intl.formatMessage(commonMessages.close)}
      trigger={
        <Button
          variant="ghost"
          size="sm"
          aria-label={intl.formatMessage(messages.deleteNamed, named)}
        >
          {intl.formatMessage(messages.delete)}
        </Button>
      }
      footer={
        <>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            loadingLabel={intl.formatMessage(commonMessages.loading)}
            onClick={() =>
              remove.mutate(
                { data: { card_id: card.id } },
                {
                  onSuccess: (answer) => {
                    setOpen(false);
                    notifySuccess(answer.message);
                    void queryClient.invalidateQueries({ queryKey: getListCardsQueryKey() });
                  },
                },
              )
            }
          >
            {intl.formatMessage(messages.delete)}
          </Button>
        </>
      }
    >
      {remove.error ? <Alert status="danger">{errorMessageFor(remove.error, intl)}</Alert> : null}
    </Dialog>
  );
}

function CardForm({
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

export function CardTopUp({ returnPath }: { returnPath: string }) {
  const intl = useIntl();
  const options = useListPaymentOptions();
  const limits = useGetTopUpLimit();
  const cards = useListCards();
  const card = options.data?.data.paymentOptions.find(
    (item) => item.payment_method === 'card' && item.aktif,
  );
  return (
    <div className={styles.root}>
      <p>{intl.formatMessage(messages.intro)}</p>
      <DataScreen query={cards} errorText={() => intl.formatMessage(walletMessages.somethingWrong)}>
        {({ data }) =>
          card ? (
            <CardForm
              option={card}
              limits={limits.data?.data.limitTopUp}
              cards={data.cardList}
              returnPath={returnPath}
            />
          ) : options.data ? (
            <Alert status="info">{intl.formatMessage(walletMessages.somethingWrong)}</Alert>
          ) : (
            <Spinner label={intl.formatMessage(commonMessages.loading)} />
          )
        }
      </DataScreen>
    </div>
  );
}

/**
 * Back from the 3-D Secure page (`?reference_id=&authentication_id=`): the payment is finished once
 * (card/topup), then the top-up is followed like the others; the one-time id leaves the URL.
 */
export function CardReturn({
  reference,
  authenticationId,
  onFinished,
}: {
  reference: string;
  authenticationId: string;
  onFinished: () => void;
}) {
  const intl = useIntl();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    // A refusal (declined, failed check) is recorded on the top-up: the follow-up view says it.
    void createCardTopUp({ reference_id: reference, authentication_id: authenticationId })
      .catch(() => undefined)
      .finally(onFinished);
  }, [reference, authenticationId, onFinished]);
  return <Spinner label={intl.formatMessage(messages.finishing)} />;
}
