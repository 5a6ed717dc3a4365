// Back from a provider's signing page (`?signing=<provider>&docToken=&status=`, docs/lender-api.md
// "Signing"): the agreement is checked with the provider (the URL's status is not trusted), the answer
// is said on the page — signed, or spec §8's 'Document approval is still in progress' — and the
// parameters leave the URL (a reload does not check again).
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { errorMessageFor } from '../../../lib/error-message';
import { DRAWER_ID_PARAM, DRAWER_PARAM } from '../../../lib/screen';
import { signingMessages as messages } from '../messages';
import { isProvider, isSigned, PROVIDERS, type Agreement, type Provider } from './providers';
import { useCheckAgreement } from './use-signing';

const RETURN_PARAMS = ['signing', 'docToken', 'status'] as const;

function Returned({ provider, docToken }: { provider: Provider; docToken: string }) {
  const intl = useIntl();
  const [, setParams] = useSearchParams();
  const check = useCheckAgreement(provider);
  const [agreement, setAgreement] = useState<Agreement | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    check.mutate(docToken, { onSuccess: setAgreement });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of RETURN_PARAMS) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [check, docToken, setParams]);

  const title = intl.formatMessage(messages.returnedTitle, { provider: PROVIDERS[provider].label });
  if (check.error) {
    return (
      <Alert status="danger" title={title}>
        {errorMessageFor(check.error, intl)}
      </Alert>
    );
  }
  if (!agreement) return null;
  const signed = isSigned(provider, agreement.status);
  const open = (
    <Button
      variant="outline"
      size="sm"
      onClick={() =>
        setParams((current) => {
          const next = new URLSearchParams(current);
          next.set(DRAWER_PARAM, 'funding');
          next.set(DRAWER_ID_PARAM, String(agreement.fundingId));
          return next;
        })
      }
    >
      {intl.formatMessage(messages.openFunding)}
    </Button>
  );
  return (
    <Alert status={signed ? 'success' : 'warning'} title={title} actions={open}>
      {intl.formatMessage(signed ? messages.signedNow : messages.stillInProgress)}
    </Alert>
  );
}

/** Mounted once on Manage Funding: nothing unless the lender is back from signing. */
export function SigningReturn() {
  const [params] = useSearchParams();
  const [back] = useState(() => ({
    provider: params.get('signing'),
    docToken: params.get('docToken'),
  }));
  if (!isProvider(back.provider) || !back.docToken) return null;
  return <Returned provider={back.provider} docToken={back.docToken} />;
}
