// The agreement of one funding, in its detail drawer: not sent yet (choose a provider), waiting for
// the signature (continue, or check: spec §8's 'still in progress'), signed (download the signed PDF
// under the server's file name), declined or expired (send again).
import { useIntl } from 'react-intl';
import { downloadFundingAgreement, type FundingItem } from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { css } from '@pendana/design-system/styled-system/css';
import { commonMessages } from '../../../i18n/common-messages';
import { errorMessageFor } from '../../../lib/error-message';
import { DocumentDownload } from '../../../lib/screen';
import {
  agreementState,
  isProvider,
  isSigned,
  PROVIDER_NAMES,
  PROVIDERS,
  SignerFacts,
  signingMessages as messages,
  useCheckAgreement,
  useSendAgreement,
  type Provider,
} from '../../../capabilities/signing';

const styles = {
  root: css({ display: 'grid', gap: '3', minW: '0' }),
  heading: css({ textStyle: 'h3' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
};

function Waiting({
  fundingId,
  provider,
  docToken,
  status,
}: {
  fundingId: number;
  provider: Provider;
  docToken: string;
  status: string;
}) {
  const intl = useIntl();
  const send = useSendAgreement(fundingId);
  const check = useCheckAgreement(provider);
  const loading = intl.formatMessage(commonMessages.loading);
  const checked = check.data;
  return (
    <>
      <p>{intl.formatMessage(messages.waiting, { provider: PROVIDERS[provider].label, status })}</p>
      <SignerFacts provider={provider} signed={false} />
      {checked && !isSigned(provider, checked.status) ? (
        <Alert status="warning">{intl.formatMessage(messages.stillInProgress)}</Alert>
      ) : null}
      {send.error || check.error ? (
        <Alert status="danger">{errorMessageFor(send.error ?? check.error, intl)}</Alert>
      ) : null}
      <div className={styles.actions}>
        <Button
          loading={send.isPending}
          loadingLabel={loading}
          onClick={() => send.mutate(provider)}
        >
          {intl.formatMessage(messages.continue)}
        </Button>
        <Button
          variant="outline"
          loading={check.isPending}
          loadingLabel={loading}
          onClick={() => check.mutate(docToken)}
        >
          {intl.formatMessage(messages.check)}
        </Button>
      </div>
    </>
  );
}

/** Sends the agreement to a provider: either one when none was sent, the same one to send again. */
function Choose({
  fundingId,
  text,
  providers,
  label,
}: {
  fundingId: number;
  text: string;
  providers: readonly Provider[];
  label: (provider: Provider) => string;
}) {
  const intl = useIntl();
  const send = useSendAgreement(fundingId);
  return (
    <>
      <p>{text}</p>
      {send.error ? <Alert status="danger">{errorMessageFor(send.error, intl)}</Alert> : null}
      <div className={styles.actions}>
        {providers.map((provider) => (
          <Button
            key={provider}
            variant="outline"
            loading={send.isPending && send.variables === provider}
            loadingLabel={intl.formatMessage(commonMessages.loading)}
            disabled={send.isPending}
            onClick={() => send.mutate(provider)}
          >
            {label(provider)}
          </Button>
        ))}
      </div>
    </>
  );
}

export function FundingAgreement({ funding }: { funding: FundingItem }) {
  const intl = useIntl();
  const { docToken, status } = funding.signing;
  const provider = isProvider(funding.signing.provider) ? funding.signing.provider : null;
  const state = agreementState(provider, status);
  return (
    <section className={styles.root} aria-labelledby="agreement-heading">
      <h3 id="agreement-heading" className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h3>
      {state === 'none' || provider === null || docToken === null || status === null ? (
        <Choose
          fundingId={funding.id}
          text={intl.formatMessage(messages.notSent)}
          providers={PROVIDER_NAMES}
          label={(name) =>
            intl.formatMessage(messages.signWith, { provider: PROVIDERS[name].label })
          }
        />
      ) : state === 'signed' ? (
        <>
          <Alert status="success">
            {intl.formatMessage(messages.signed, { provider: PROVIDERS[provider].label })}
          </Alert>
          <SignerFacts provider={provider} signed />
          <DocumentDownload
            label={intl.formatMessage(messages.download)}
            fileName={intl.formatMessage(messages.fileName)}
            request={(options) => downloadFundingAgreement(provider, docToken, options)}
          />
        </>
      ) : state === 'ended' ? (
        <Choose
          fundingId={funding.id}
          text={intl.formatMessage(messages.ended, { status })}
          providers={[provider]}
          label={() => intl.formatMessage(messages.sendAgain)}
        />
      ) : (
        <Waiting fundingId={funding.id} provider={provider} docToken={docToken} status={status} />
      )}
    </section>
  );
}
