import { useIntl } from 'react-intl';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { TextField } from '@pendana/design-system/components/text-field';
import { css } from '@pendana/design-system/styled-system/css';
import { RetryAlert, wizardStyles } from '../../../capabilities/wizard';
import { errorMessageFor } from '../../../lib/error-message';
import { ekycFlowMessages, identityMessages } from '../messages';
import type { EkycFinish } from '../routes/use-ekyc-finish';

const panel = css({ display: 'grid', gap: '3', justifyItems: 'start' });

export interface IdentityNoticesProps {
  /** A passport holder waits for people to check the passport. */
  passportPending: boolean;
  /** The liveness path's identity check is still to run. */
  identityPending: boolean;
  /** The identity check failed: it can be asked again. */
  identityFailed: boolean;
  finish: EkycFinish;
  /** After the server accepted a new verification: back to the personal data. */
  onReverified: () => Promise<void>;
}

/** Where the identity check stands once the sections and the phone are done (spec §4, §8). */
export function IdentityNotices({
  passportPending,
  identityPending,
  identityFailed,
  finish,
  onReverified,
}: IdentityNoticesProps) {
  const intl = useIntl();
  const { identity, reverify, verifiedPhone, setVerifiedPhone, checkIdentity, dashboard } = finish;
  return (
    <>
      {passportPending ? (
        <Alert
          status="info"
          actions={
            <Button variant="outline" size="sm" onClick={dashboard.go}>
              {intl.formatMessage(identityMessages.toDashboard)}
            </Button>
          }
        >
          {intl.formatMessage(identityMessages.passportPending)}
        </Alert>
      ) : null}
      {identityPending ? (
        <section className={panel} aria-labelledby="ekyc-identity-title">
          <h2 id="ekyc-identity-title" className={wizardStyles.stepTitle}>
            {intl.formatMessage(identityMessages.heading)}
          </h2>
          <p>{intl.formatMessage(identityMessages.intro)}</p>
          <TextField
            label={intl.formatMessage(identityMessages.phoneLabel)}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={verifiedPhone}
            onChange={(event) => setVerifiedPhone(event.target.value)}
            required
          />
          {identity.error ? <Alert status="danger">{identity.error}</Alert> : null}
          <Button
            onClick={() => void checkIdentity(verifiedPhone)}
            loading={identity.pending}
            loadingLabel={intl.formatMessage(identityMessages.verifying)}
          >
            {intl.formatMessage(identityMessages.verify)}
          </Button>
        </section>
      ) : null}
      {identityFailed ? (
        <RetryAlert
          title={intl.formatMessage(ekycFlowMessages.verificationFailedTitle)}
          retry={intl.formatMessage(identityMessages.reverify)}
          onRetry={() => reverify.mutate(undefined, { onSuccess: onReverified })}
          retrying={reverify.isPending}
        >
          {reverify.isError
            ? intl.formatMessage(identityMessages.failedReverifyError, {
                error: errorMessageFor(reverify.error, intl),
              })
            : intl.formatMessage(identityMessages.failedIntro)}
        </RetryAlert>
      ) : null}
    </>
  );
}
