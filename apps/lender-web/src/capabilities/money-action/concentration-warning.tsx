// The warning of a funding that would leave one project above the threshold share of the lender's
// invested money: the share after it, the threshold, and a box the lender ticks to go on (never a
// refusal). Shown in the packages form under the count.
import { useIntl } from 'react-intl';
import { Alert } from '@pendana/design-system/components/alert';
import { Checkbox } from '@pendana/design-system/components/checkbox';
import { formatRate } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { concentrationMessages as messages } from './messages';

const styles = { body: css({ display: 'grid', gap: '3', '& p': { m: '0' } }) };

/** Basis points as the percent figure shown (2001 → 20,01). */
const bpsToPercent = (bps: number) => bps / 100;

export interface ConcentrationWarningProps {
  shareBps: number;
  thresholdBps: number;
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
  /** A submit came without the box ticked. */
  missing: boolean;
}

export function ConcentrationWarning({
  shareBps,
  thresholdBps,
  confirmed,
  onConfirmedChange,
  missing,
}: ConcentrationWarningProps) {
  const intl = useIntl();
  return (
    <Alert status="warning" role="status" title={intl.formatMessage(messages.title)}>
      <div className={styles.body}>
        <p>
          {intl.formatMessage(messages.body, {
            share: formatRate(bpsToPercent(shareBps)),
            threshold: formatRate(bpsToPercent(thresholdBps)),
          })}
        </p>
        <Checkbox
          label={intl.formatMessage(messages.confirm)}
          checked={confirmed}
          onCheckedChange={onConfirmedChange}
          error={missing && !confirmed ? intl.formatMessage(messages.confirmMissing) : undefined}
        />
      </div>
    </Alert>
  );
}
