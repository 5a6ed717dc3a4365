// The result dialog (spec §3: total_cicilan, nominal_cicilan_perbulan): the server's two figures, the
// formula in words from what was asked and answered, and the month-by-month schedule.
import { useIntl } from 'react-intl';
import type { OwnershipSimulationRequest, OwnershipSimulationResult } from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { Dialog } from '@pendana/design-system/components/dialog';
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
  schedule: css({
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'md',
  }),
  table: css({
    width: 'full',
    borderCollapse: 'collapse',
    '& th, & td': { p: '2', textAlign: 'end' },
    '& th:first-child, & td:first-child': { textAlign: 'start' },
  }),
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
          <div className={styles.schedule}>
            <table className={styles.table}>
              <caption className={css({ srOnly: true })}>
                {intl.formatMessage(messages.schedule)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(messages.monthColumn)}</th>
                  <th scope="col">{intl.formatMessage(messages.instalment)}</th>
                  <th scope="col">{intl.formatMessage(messages.remaining)}</th>
                </tr>
              </thead>
              <tbody>
                {result.data.slice(0, SHOWN_MONTHS).map((row) => (
                  <tr key={row.bulan}>
                    <td>{formatNumber(row.bulan)}</td>
                    <td>{formatCurrency(row.cicilan)}</td>
                    <td>{formatCurrency(row.sisa_pokok)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
