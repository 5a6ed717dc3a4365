// The result dialog (spec §3: total_cicilan, nominal_cicilan_perbulan): the server's two figures, the
// formula in words from what was asked and answered, and the month-by-month schedule.
import { useIntl } from 'react-intl';
import type { OwnershipSimulationRequest, OwnershipSimulationResult } from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { Dialog } from '@pendana/design-system/components/dialog';
import { Table } from '@pendana/design-system/components/table';
import { formatCurrency, formatNumber } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { commonMessages } from '../../../i18n/common-messages';
import { FactList } from '../../../lib/fact-list';

import { resultMessages as messages } from '../messages';

/** The schedule's first year is shown; the dialog stays short (the total says the rest). */
export const SHOWN_MONTHS = 12;

const styles = {
  body: css({ display: 'grid', gap: '4', minW: '0' }),
  muted: css({ color: 'fg.muted', textStyle: 'caption' }),
};

export function SimulationResult({
  asked,
  result,
  onClose,
}: {
  asked: OwnershipSimulationRequest | null;
  result: OwnershipSimulationResult | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const principal = asked ? asked.harga - asked.uang_muka : 0;
  return (
    <Dialog
      open={asked !== null && result !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage(messages.title)}
      closeLabel={intl.formatMessage(commonMessages.close)}
      footer={<Button onClick={onClose}>{intl.formatMessage(messages.close)}</Button>}
    >
      {asked && result ? (
        <div className={styles.body}>
          <FactList
            layout="rows"
            facts={[
              {
                term: intl.formatMessage(messages.monthly),
                value: formatCurrency(result.nominal_cicilan_perbulan),
              },
              {
                term: intl.formatMessage(messages.total),
                value: formatCurrency(result.total_cicilan),
              },
            ]}
          />
          <p>
            {intl.formatMessage(messages.formula, {
              price: formatCurrency(asked.harga),
              downPayment: formatCurrency(asked.uang_muka),
              principal: formatCurrency(principal),
              margin: formatCurrency(result.total_cicilan - principal),
              months: formatNumber(asked.tenor),
              monthly: formatCurrency(result.nominal_cicilan_perbulan),
              total: formatCurrency(result.total_cicilan),
            })}
          </p>
          <Table
            caption={intl.formatMessage(messages.schedule)}
            emptyText={null}
            rows={result.data.slice(0, SHOWN_MONTHS)}
            rowKey={(row) => String(row.bulan)}
            columns={[
              {
                id: 'month',
                header: intl.formatMessage(messages.monthColumn),
                cell: (row) => formatNumber(row.bulan),
              },
              {
                id: 'instalment',
                header: intl.formatMessage(messages.instalment),
                cell: (row) => formatCurrency(row.cicilan),
                align: 'end',
              },
              {
                id: 'remaining',
                header: intl.formatMessage(messages.remaining),
                cell: (row) => formatCurrency(row.sisa_pokok),
                align: 'end',
              },
            ]}
          />
          {result.data.length > SHOWN_MONTHS ? (
            <p className={styles.muted}>
              {intl.formatMessage(messages.firstMonths, {
                shown: formatNumber(SHOWN_MONTHS),
                months: formatNumber(result.data.length),
              })}
            </p>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
