// Who signs and when (spec §3 Signing `waktu_tte`, §7 `privy/user-id` with user_type=1 and
// `waktu-tte`): the lender's identity at the first provider, and when they last signed
// electronically. Facts beside the agreement: a failure of either hides the line, never the agreement.
import { useIntl } from 'react-intl';
import { useGetPrivyUserId, useGetTteTime } from '@pendana/api-sdk';
import { formatDateTime } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { signingMessages as messages } from './messages';
import type { Provider } from './providers';

const muted = css({ color: 'fg.muted', overflowWrap: 'anywhere' });

/** The lender at PrivyID (lender = user_type 1). */
export function PrivyIdentity() {
  const intl = useIntl();
  const query = useGetPrivyUserId({ user_type: 1 });
  const privyId = query.data?.data.privy_id;
  return privyId ? (
    <p className={muted}>{intl.formatMessage(messages.privyId, { id: privyId })}</p>
  ) : null;
}

/** When the lender last signed electronically. */
export function LastSignedAt() {
  const intl = useIntl();
  const query = useGetTteTime();
  const when = query.data?.data.waktu_tte;
  return when ? (
    <p className={muted}>
      {intl.formatMessage(messages.signedAt, {
        time: formatDateTime(when, intl.locale === 'en' ? 'en' : 'id'),
      })}
    </p>
  ) : null;
}

export function SignerFacts({ provider, signed }: { provider: Provider; signed: boolean }) {
  return (
    <>
      {provider === 'privy' ? <PrivyIdentity /> : null}
      {signed ? <LastSignedAt /> : null}
    </>
  );
}
