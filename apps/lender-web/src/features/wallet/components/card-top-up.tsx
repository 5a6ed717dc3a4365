// Top up by debit/credit card (spec §7: card/list, card/pre-topup, card/topup, card/delete): a saved
// card (an expired one — MM/YYYY whose month has ended, spec §5 — is marked and cannot be chosen) or a
// new one, the amount with the card fee and the total, then the bank's 3-D Secure page (same tab); the
// way back finishes the payment (`CardReturn`). A card is deleted after a confirmation, with the
// server's 'Kartu Debit/Kredit berhasil di hapus'; 'Card not allowed' reads as "not registered" (§8).
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  createCardTopUp,
  useGetTopUpLimit,
  useListCards,
  useListPaymentOptions,
} from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Spinner } from '@pendana/design-system/components/spinner';
import { css } from '@pendana/design-system/styled-system/css';
import { commonMessages } from '../../../i18n/common-messages';
import { DataScreen } from '../../../lib/screen';
import { cardMessages as messages, walletMessages } from '../messages';
import { CardForm } from './card-top-up-form';

const styles = {
  root: css({ display: 'grid', gap: '4', maxW: '2xl', minW: '0' }),
};

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
