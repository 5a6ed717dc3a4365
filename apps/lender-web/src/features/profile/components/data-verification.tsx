// The data verification (spec §7 verify_data, individual and corporate): an account not yet active
// can send its data to be verified; the server's answer (or refusal, e.g. data incomplete) is shown. An active
// account says it is verified.
import { useIntl } from 'react-intl';
import {
  useGetLenderInfo,
  useVerifyCorporateData,
  useVerifyIndividualData,
} from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { commonMessages } from '../../../i18n/common-messages';
import { errorMessageFor } from '../../../lib/error-message';
import { DataScreen } from '../../../lib/screen';
import { accountMessages as messages } from '../messages';

const VERIFY = { individual: useVerifyIndividualData, corporate: useVerifyCorporateData };

export function DataVerification({ kind }: { kind: 'individual' | 'corporate' }) {
  const intl = useIntl();
  const info = useGetLenderInfo();
  // One kind per page: the hook called never changes between renders.
  const verify = VERIFY[kind]({ mutation: { onSuccess: () => void info.refetch() } });
  return (
    <DataScreen query={info}>
      {({ data }) =>
        data.user_status === 'active' && !verify.isSuccess ? (
          <p>{intl.formatMessage(messages.verified)}</p>
        ) : (
          <>
            {verify.isSuccess ? (
              <Alert status="success">{verify.data.message}</Alert>
            ) : (
              <p>{intl.formatMessage(messages.verifyIntro)}</p>
            )}
            {verify.isError ? (
              <Alert status="danger" title={intl.formatMessage(messages.verifyFailed)}>
                {errorMessageFor(verify.error, intl)}
              </Alert>
            ) : null}
            {verify.isSuccess ? null : (
              <div>
                <Button
                  onClick={() => verify.mutate()}
                  loading={verify.isPending}
                  loadingLabel={intl.formatMessage(commonMessages.loading)}
                >
                  {intl.formatMessage(messages.verifySend)}
                </Button>
              </div>
            )}
          </>
        )
      }
    </DataScreen>
  );
}
