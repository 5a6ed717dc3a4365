// One funded project's life in the sandbox (an item of listSandboxProjectLives): its stage, the sandbox
// clock's day, the next due and the days late, and the actions its stage allows — none once it has
// ended (repaid, defaulted), which the card says instead; each action answers the project's life
// after it, which replaces the project's entry in the list. The server's refusal shows in an alert.
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  getListSandboxProjectLivesQueryKey,
  useStartSandboxLateness,
  useSubmitSandboxFullRepayment,
  useSubmitSandboxNextDuePayment,
  useSubmitSandboxProjectDefault,
  type SandboxProjectLife,
  type SandboxProjectLifeResponse,
  type SandboxProjectLivesResponse,
} from '@pendana/api-sdk';
import { ApiError } from '@pendana/api-sdk/client';
import { Alert } from '@pendana/design-system/components/alert';
import { Badge } from '@pendana/design-system/components/badge';
import { Button } from '@pendana/design-system/components/button';
import { MoneyInput } from '@pendana/design-system/components/money-input';
import { formatCurrency, formatDate } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { localeFromPath } from '../../../i18n/locale';
import { FactList, surface } from '../../../lib/fact-list';
import { lifeMessages as messages } from '../messages';

const styles = {
  head: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
  name: css({ textStyle: 'h2', overflowWrap: 'anywhere' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end' }),
  field: css({ maxW: '16rem' }),
};

const STAGE_TONE = {
  fundraising: 'neutral',
  funded: 'neutral',
  running: 'success',
  repaid: 'success',
  late: 'warning',
  defaulted: 'danger',
} as const;

const STAGE_LABEL = {
  fundraising: messages.stageFundraising,
  funded: messages.stageFunded,
  running: messages.stageRunning,
  repaid: messages.stageRepaid,
  late: messages.stageLate,
  defaulted: messages.stageDefaulted,
} as const;

/**
 * The four actions; each answer (the project's life after it) replaces the project's entry in the
 * list, and every other cached query is dropped: the borrower's payment moves the lender's balances,
 * lists and yields.
 */
function useLifeActions() {
  const client = useQueryClient();
  const listKey = getListSandboxProjectLivesQueryKey();
  const onSuccess = ({ data: life }: SandboxProjectLifeResponse) => {
    client.setQueryData<SandboxProjectLivesResponse>(listKey, (list) =>
      list
        ? { data: list.data.map((item) => (item.id_proyek === life.id_proyek ? life : item)) }
        : list,
    );
    void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== listKey[0] });
  };
  return {
    pay: useSubmitSandboxNextDuePayment({ mutation: { onSuccess } }),
    repayAll: useSubmitSandboxFullRepayment({ mutation: { onSuccess } }),
    late: useStartSandboxLateness({ mutation: { onSuccess } }),
    declare: useSubmitSandboxProjectDefault({ mutation: { onSuccess } }),
  };
}

function LifeFacts({ life }: { life: SandboxProjectLife }) {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <FactList
      layout="grid"
      facts={[
        {
          term: intl.formatMessage(messages.nextDue),
          value: life.next_due
            ? intl.formatMessage(messages.nextDueValue, {
                date: formatDate(life.next_due.tanggal, locale),
                amount: formatCurrency(life.next_due.nominal),
              })
            : intl.formatMessage(messages.nothingDue),
        },
        {
          term: intl.formatMessage(messages.daysLate),
          value: intl.formatMessage(messages.daysLateValue, { days: String(life.days_late) }),
        },
        {
          term: intl.formatMessage(messages.outstanding),
          value: formatCurrency(life.principal_outstanding),
        },
      ]}
    />
  );
}

/** A project that has ended: nothing is owed and no sandbox action is left. */
const ENDED: readonly SandboxProjectLife['stage'][] = ['repaid', 'defaulted'];

export function ProjectLifeCard({ life }: { life: SandboxProjectLife }) {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const actions = useLifeActions();
  const [recovery, setRecovery] = useState('');
  const busy = Object.values(actions).some((a) => a.isPending);
  const failed = Object.values(actions).find((a) => a.error)?.error;
  const id = life.id_proyek;
  const name = life.nama;
  const headingId = `life-${id}`;
  const declare = (event: FormEvent) => {
    event.preventDefault();
    actions.declare.mutate({ id, data: { recovery: Number(recovery) || 0 } });
  };
  return (
    <li className={surface} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.name}>
          {name}
        </h2>
        <Badge tone={STAGE_TONE[life.stage]}>{intl.formatMessage(STAGE_LABEL[life.stage])}</Badge>
      </div>
      <p>{intl.formatMessage(messages.today, { date: formatDate(life.today, locale) })}</p>
      <LifeFacts life={life} />
      {failed instanceof ApiError && (
        <Alert status="danger" title={intl.formatMessage(messages.refused)}>
          {failed.message}
        </Alert>
      )}
      {ENDED.includes(life.stage) ? (
        <p>{intl.formatMessage(messages.ended)}</p>
      ) : (
        <div
          className={styles.actions}
          role="group"
          aria-label={intl.formatMessage(messages.actionsFor, { name })}
        >
          <Button
            disabled={busy || !life.actions.pay_next_due || !life.next_due}
            onClick={() =>
              life.next_due &&
              actions.pay.mutate({ id, data: { tanggal_jatuh_tempo: life.next_due.tanggal } })
            }
          >
            {intl.formatMessage(messages.payNextDue)}
          </Button>
          <Button
            variant="outline"
            disabled={busy || !life.actions.repay_all}
            onClick={() => actions.repayAll.mutate({ id })}
          >
            {intl.formatMessage(messages.repayAll)}
          </Button>
          <Button
            variant="outline"
            disabled={busy || !life.actions.make_late || !life.next_due}
            onClick={() =>
              life.next_due &&
              actions.late.mutate({ id, data: { tanggal_jatuh_tempo: life.next_due.tanggal } })
            }
          >
            {intl.formatMessage(messages.makeLate)}
          </Button>
        </div>
      )}
      {life.actions.declare_default && (
        <form className={styles.actions} onSubmit={declare}>
          <MoneyInput
            className={styles.field}
            label={intl.formatMessage(messages.recovery)}
            value={recovery}
            onValueChange={setRecovery}
          />
          <Button type="submit" variant="outline" disabled={busy}>
            {intl.formatMessage(messages.declareDefault)}
          </Button>
        </form>
      )}
    </li>
  );
}
