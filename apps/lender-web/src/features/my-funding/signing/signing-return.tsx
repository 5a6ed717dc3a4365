// Back from a provider's signing page (`?signing=<provider>&docToken=&status=`, docs/lender-api.md
// "Signing"): the agreement is checked with the provider (the URL's status is not trusted), the answer
// is said on the page — signed, or spec §8's 'Document approval is still in progress' — and the
// parameters leave the URL (a reload does not check again). An agreement signed before funding has no
// funding to show yet: the lender goes back to the project's drawer, where its hold and status are.
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import {
  isProvider,
  isSigned,
  PROVIDERS,
  readPreCheckout,
  signingMessages as messages,
  useCheckAgreement,
  type Agreement,
  type Provider,
} from '../../../capabilities/signing';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { errorMessageFor } from '../../../lib/error-message';
import { DRAWER_ID_PARAM, DRAWER_PARAM } from '../../../lib/screen';

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
  const locale = localeFromPath(useLocation().pathname);
  const [back] = useState(() => ({
    provider: params.get('signing'),
    docToken: params.get('docToken'),
  }));
  if (!isProvider(back.provider) || !back.docToken) return null;
  const before = readPreCheckout();
  if (before?.provider === back.provider && before.docToken === back.docToken) {
    const project = new URLSearchParams({
      [DRAWER_PARAM]: 'project',
      [DRAWER_ID_PARAM]: String(before.projectId),
    });
    return (
      <Navigate
        replace
        to={`${localizePath('/dashboard/search-for-funding', locale)}?${project.toString()}`}
      />
    );
  }
  return <Returned provider={back.provider} docToken={back.docToken} />;
}
