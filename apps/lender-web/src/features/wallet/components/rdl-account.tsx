// The dedicated lender account (spec §7: showRDL, create-rdf): its bank, number and state; without
// one, opening it (CIF then account at the bank) with a success modal, or on failure every bank
// step's responseMessage (§8 "RDL creation failure").
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  getGetRdlAccountQueryKey,
  useCreateRdfAccount,
  useGetRdlAccount,
  type RdfCreateResponse,
  type RdlAccount as Rdl,
} from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Badge } from '@pendana/design-system/components/badge';
import { Button } from '@pendana/design-system/components/button';
import { css } from '@pendana/design-system/styled-system/css';
import { commonMessages } from '../../../i18n/common-messages';
import { errorMessageFor } from '../../../lib/error-message';
import { FactList } from '../../../lib/fact-list';
import { DataScreen } from '../../../lib/screen';
import { rdlMessages as messages, walletMessages } from '../messages';

// The success modal's Ark Dialog (focus trap, dismissable layer ≈ 9 kB gzip) loads when an account has
// been opened, not with the wallet page (what a route loads first).
const Dialog = lazy(() =>
  import('@pendana/design-system/components/dialog').then((m) => ({ default: m.Dialog })),
);

const styles = {
  root: css({ display: 'grid', gap: '4', minW: '0', maxW: '2xl' }),
  heading: css({ textStyle: 'h3' }),
  failures: css({ pl: '5', m: '0', display: 'grid', gap: '1' }),
};

const STATUS = {
  active: messages.statusActive,
  pending: messages.statusPending,
  failed: messages.statusFailed,
} as const;

const STEP = { CREATE_CIF: messages.stepCif, CREATE_ACCOUNT: messages.stepAccount } as const;

function Facts({ account }: { account: Rdl }) {
  const intl = useIntl();
  return (
    <FactList
      layout="rows"
      facts={[
        { term: intl.formatMessage(messages.bank), value: account.nama_bank },
        { term: intl.formatMessage(messages.type), value: account.account_type },
        { term: intl.formatMessage(messages.accountNumber), value: account.account_number ?? '—' },
        { term: intl.formatMessage(messages.cif), value: account.cif_number ?? '—' },
      ]}
    />
  );
}

function Create() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const create = useCreateRdfAccount();
  const [created, setCreated] = useState<RdfCreateResponse | null>(null);
  // Once shown, the dialog stays mounted so that it can close as a dialog does.
  const [dialogShown, setDialogShown] = useState(false);
  const answer = create.data;
  const failed = answer?.status === 'failed' ? answer : null;
  return (
    <>
      <h3 className={styles.heading}>{intl.formatMessage(messages.noneTitle)}</h3>
      <p>{intl.formatMessage(messages.noneBody)}</p>
      {failed ? (
        <Alert status="danger" title={intl.formatMessage(messages.failedTitle)}>
          <ul className={styles.failures}>
            {failed.results.map((result) => (
              <li key={`${result.step}-${result.responseCode}`}>
                {intl.formatMessage(messages.failedStep, {
                  step: intl.formatMessage(STEP[result.step]),
                  message: result.responseMessage,
                })}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {create.error ? <Alert status="danger">{errorMessageFor(create.error, intl)}</Alert> : null}
      <div>
        <Button
          loading={create.isPending}
          loadingLabel={intl.formatMessage(commonMessages.loading)}
          onClick={() =>
            create.mutate(undefined, {
              onSuccess: (result) => {
                if (result.status !== 'success') return;
                setDialogShown(true);
                setCreated(result);
              },
            })
          }
        >
          {intl.formatMessage(messages.create)}
        </Button>
      </div>
      {created !== null || dialogShown ? (
        <Suspense fallback={null}>
          <Dialog
            open={created !== null}
            onOpenChange={(open) => {
              if (open) return;
              setCreated(null);
              void queryClient.invalidateQueries({ queryKey: getGetRdlAccountQueryKey() });
            }}
            title={intl.formatMessage(messages.createdTitle)}
            description={created?.message}
            closeLabel={intl.formatMessage(commonMessages.close)}
            footer={
              <Button
                onClick={() => {
                  setCreated(null);
                  void queryClient.invalidateQueries({ queryKey: getGetRdlAccountQueryKey() });
                }}
              >
                {intl.formatMessage(commonMessages.close)}
              </Button>
            }
          >
            {created ? <Facts account={created.data} /> : null}
          </Dialog>
        </Suspense>
      ) : null}
    </>
  );
}

export function RdlAccount() {
  const intl = useIntl();
  const query = useGetRdlAccount();
  return (
    <div className={styles.root}>
      <p>{intl.formatMessage(messages.intro)}</p>
      <DataScreen query={query} errorText={() => intl.formatMessage(walletMessages.somethingWrong)}>
        {({ data: account }) =>
          account.status === 'none' || account.status === 'failed' ? (
            <Create />
          ) : (
            <>
              <p>
                <Badge tone={account.status === 'active' ? 'success' : 'warning'}>
                  {intl.formatMessage(STATUS[account.status])}
                </Badge>
              </p>
              <Facts account={account} />
            </>
          )
        }
      </DataScreen>
    </div>
  );
}
