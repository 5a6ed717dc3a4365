// The number of packages of a money action (checkout, add funds, take funds): typed, checked against
// the limit that applies (slots left, balance, or packages held) and named when broken, with top up
// offered when the balance is the limit (instead of the form when it is short of one package). With
// the concentration facts, a count that would leave the project above the threshold share of the
// lender's invested money shows the warning, and the submit waits for the lender's tick (never a
// refusal). On a valid submit it hands the count to the action.
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '@pendana/design-system/components/alert';
import { NumberField } from '@pendana/design-system/components/number-field';
import { formatCurrency, formatNumber } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { packagesMessages as messages } from './messages';
import { checkPackages, type PackageCheck, type PackageLimit } from './package-limit';
import { concentrationAfter, type ConcentrationFacts } from './concentration';
import { ConcentrationWarning } from './concentration-warning';
import { SendButton } from '../../lib/form-parts';

const form = css({ display: 'grid', gap: '3' });

export interface PackagesFormProps {
  limit: PackageLimit;
  /** Price of one package: with a balance short of one, the form is replaced by top up. */
  price: number;
  submitLabel: ReactNode;
  onSubmit: (count: number) => void;
  /** Shown when the balance is the limit (a link to top up): not an error, the next step. */
  topUp?: ReactNode;
  /** The text of a count above `limit.max` when the limit is `slots` (default: slots left). */
  overSlotsText?: (max: string) => string;
  /** Under the field, from the typed count (e.g. the total in rupiah). */
  children?: (count: number) => ReactNode;
  /** Above the field (e.g. a heading and the balance). */
  header?: ReactNode;
  /**
   * Under the submit: other actions on the same count (e.g. sign the agreement first). `withCount`
   * checks the typed count like the submit does and hands it to `act` only when it is valid.
   */
  extra?: (withCount: (act: (count: number) => void) => void) => ReactNode;
  /** The lender's concentration (`useConcentration`): warn of a count over the threshold share. */
  concentration?: ConcentrationFacts | null;
}

export function PackagesForm({
  limit,
  price,
  submitLabel,
  onSubmit,
  topUp,
  overSlotsText,
  children,
  header,
  extra,
  concentration,
}: PackagesFormProps) {
  const intl = useIntl();
  const [typed, setTyped] = useState('1');
  const [submitted, setSubmitted] = useState(false);
  // The tick of the concentration warning, for the count it was given on (a new count asks again).
  const [confirmed, setConfirmed] = useState(false);
  const [confirmAsked, setConfirmAsked] = useState(false);
  const check = checkPackages(typed, limit);
  const max = formatNumber(limit.max);
  const problem: Record<Exclude<PackageCheck, 'ok'>, string> = {
    empty: intl.formatMessage(messages.empty),
    belowOne: intl.formatMessage(messages.belowOne),
    overSlots: overSlotsText?.(max) ?? intl.formatMessage(messages.limitSlots, { count: max }),
    overBalance: intl.formatMessage(messages.limitBalance, { count: max }),
  };
  const count = Number(typed) || 0;
  const after =
    check === 'ok' && concentration ? concentrationAfter(concentration, count * price) : null;
  const warn = after?.over === true;
  const withCount = (act: (count: number) => void) => {
    setSubmitted(true);
    if (check === 'ok') act(count);
  };
  if (limit.max < 1 && limit.by === 'balance') {
    return (
      <div className={form}>
        {header}
        <Alert status="info" actions={topUp}>
          {intl.formatMessage(messages.notEnough, { price: formatCurrency(price) })}
        </Alert>
      </div>
    );
  }
  return (
    <form
      noValidate
      className={form}
      onSubmit={(event) => {
        event.preventDefault();
        // The funding itself waits for the tick; `extra`'s actions (holding the packages to sign
        // first) move no money and show the same warning above them.
        withCount((valid) => (warn && !confirmed ? setConfirmAsked(true) : onSubmit(valid)));
      }}
    >
      {header}
      <NumberField
        label={intl.formatMessage(messages.label)}
        value={typed}
        onValueChange={(value) => {
          setTyped(value);
          setConfirmed(false);
          setConfirmAsked(false);
        }}
        hint={intl.formatMessage(messages.max, { count: max })}
        // "Empty" waits for a submit; a number over the limit is named as it is typed.
        error={check !== 'ok' && (submitted || check !== 'empty') ? problem[check] : undefined}
        maxDigits={5}
      />
      {check === 'overBalance' ? topUp : null}
      {warn && concentration ? (
        <ConcentrationWarning
          shareBps={after.shareBps}
          thresholdBps={concentration.thresholdBps}
          confirmed={confirmed}
          onConfirmedChange={setConfirmed}
          missing={confirmAsked}
        />
      ) : null}
      {children?.(count)}
      <SendButton>{submitLabel}</SendButton>
      {extra?.(withCount)}
    </form>
  );
}
