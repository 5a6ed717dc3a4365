// Loaded only with home's allocation card once it has its figures (lazy): the chart kit stays out
// of every route's own code.
import { useIntl } from 'react-intl';
import type { PortfolioAllocation } from '@pendana/api-sdk';
import { HorizontalBarChart } from '@pendana/design-system/components/chart';
import { formatCurrency } from '@pendana/design-system/formatters';
import { allocationPositions } from './allocation-positions';
import { allocationMessages as messages } from '../messages';

/** The lender's money by where it is, one row each; money in late projects hatched. */
export function AllocationChart({ data }: { data: PortfolioAllocation }) {
  const intl = useIntl();
  const points = allocationPositions(data).map(({ key, amount, label }) => {
    const text = intl.formatMessage(label);
    return {
      key,
      label: text,
      shortLabel: text,
      value: amount,
      series: key === 'late' ? 'late' : 'money',
    };
  });
  return (
    <HorizontalBarChart
      texts={{
        title: intl.formatMessage(messages.title),
        showTable: intl.formatMessage(messages.showTable),
        hideTable: intl.formatMessage(messages.hideTable),
        labelColumn: intl.formatMessage(messages.positionColumn),
        valueColumn: intl.formatMessage(messages.amountColumn),
        seriesColumn: intl.formatMessage(messages.kindColumn),
        emptyText: intl.formatMessage(messages.emptyTitle),
      }}
      series={[
        { id: 'money', label: intl.formatMessage(messages.onTrack), mark: 'solid' },
        { id: 'late', label: intl.formatMessage(messages.atRisk), mark: 'hatched' },
      ]}
      points={points}
      formatValue={formatCurrency}
    />
  );
}
