// Top up by virtual account (spec §7 "Deposit and wallet"): the lender's VA per bank (showVaNewNew:
// nomor_va, nama_bank, m_bank_partner) with a copy button, and that bank's steps per channel
// (showStepTopUp). The money arrives by bank transfer; the balance above refreshes by itself.
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  useGetTopUpSteps,
  useListVirtualAccounts,
  type TopUpStep,
  type VirtualAccount,
} from '@pendana/api-sdk';
import { Accordion } from '@pendana/design-system/components/accordion';
import { Button } from '@pendana/design-system/components/button';
import { css } from '@pendana/design-system/styled-system/css';
import { CopyButton } from '../../../lib/copy-button';
import { cardGrid, surface } from '../../../lib/fact-list';
import { DataScreen } from '../../../lib/screen';
import { vaMessages as messages, walletMessages } from '../messages';
import { groupVaNumber } from '../utils/va-number';

const styles = {
  root: css({ display: 'grid', gap: '4', minW: '0' }),
  list: cardGrid,
  head: css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0' }),
  logo: css({ width: '12', height: '8', objectFit: 'contain', flexShrink: '0' }),
  bank: css({ textStyle: 'h3' }),
  numberRow: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: '2',
  }),
  number: css({
    fontFamily: 'mono',
    fontSize: 'lg',
    fontWeight: 'semibold',
    letterSpacing: 'wide',
    overflowWrap: 'anywhere',
  }),
  muted: css({ color: 'fg.muted', textStyle: 'caption' }),
  steps: css({ pl: '5', display: 'grid', gap: '1' }),
};

function Steps({ bank, steps }: { bank: VirtualAccount; steps: TopUpStep[] | undefined }) {
  const intl = useIntl();
  const mine = (steps ?? []).filter((step) => step.kode_bank === bank.kode_bank);
  if (steps === undefined) return null;
  if (mine.length === 0)
    return <p className={styles.muted}>{intl.formatMessage(messages.noSteps)}</p>;
  return (
    <Accordion
      headingLevel={4}
      items={mine.map((step) => ({
        value: step.kanal,
        title: step.kanal,
        content: (
          <ol className={styles.steps}>
            {step.langkah.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ol>
        ),
      }))}
    />
  );
}

function VaCard({ account, steps }: { account: VirtualAccount; steps: TopUpStep[] | undefined }) {
  const intl = useIntl();
  const headingId = `va-${account.kode_bank}`;
  return (
    <li className={surface} aria-labelledby={headingId}>
      <div className={styles.head}>
        {account.m_bank_partner.logo_url ? (
          <img className={styles.logo} src={account.m_bank_partner.logo_url} alt="" />
        ) : null}
        <h3 id={headingId} className={styles.bank}>
          {account.nama_bank}
        </h3>
      </div>
      <div>
        <p className={styles.muted}>{intl.formatMessage(messages.number)}</p>
        <div className={styles.numberRow}>
          <span className={styles.number}>{groupVaNumber(account.nomor_va)}</span>
          <CopyButton
            value={account.nomor_va}
            label={intl.formatMessage(messages.copyNamed, { bank: account.nama_bank })}
            text={intl.formatMessage(messages.copy)}
            copiedText={intl.formatMessage(messages.copied)}
            failedText={intl.formatMessage(messages.copyFailed)}
          />
        </div>
        <p className={styles.muted}>
          {intl.formatMessage(messages.accountName, { name: account.nama })}
        </p>
      </div>
      <p className={styles.muted}>
        {intl.formatMessage(messages.howTo, { bank: account.nama_bank })}
      </p>
      <Steps bank={account} steps={steps} />
    </li>
  );
}

export function VirtualAccounts({ homePath }: { homePath: string }) {
  const intl = useIntl();
  const accounts = useListVirtualAccounts();
  const steps = useGetTopUpSteps();
  return (
    <div className={styles.root}>
      <p>{intl.formatMessage(messages.intro)}</p>
      <DataScreen
        query={accounts}
        errorText={() => intl.formatMessage(walletMessages.somethingWrong)}
        isEmpty={(data) => data.data.length === 0}
        empty={{
          title: intl.formatMessage(messages.emptyTitle),
          description: intl.formatMessage(messages.emptyBody),
          action: (
            <Button asChild>
              <Link to={homePath}>{intl.formatMessage(messages.toHome)}</Link>
            </Button>
          ),
        }}
      >
        {({ data }) => (
          <ul className={styles.list}>
            {data.map((account) => (
              <VaCard key={account.nomor_va} account={account} steps={steps.data?.data} />
            ))}
          </ul>
        )}
      </DataScreen>
    </div>
  );
}
