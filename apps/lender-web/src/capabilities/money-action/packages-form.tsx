// The number of packages of a money action (checkout, add funds, take funds): typed, checked against
// the limit that applies (slots left, balance, or packages held) and named when broken, with top up
// offered when the balance is the limit. On a valid submit it hands the count to the action.
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@pendana/design-system/components/button';
import { NumberField } from '@pendana/design-system/components/number-field';
import { formatNumber } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { packagesMessages as messages } from './messages';
import { checkPackages, type PackageCheck, type PackageLimit } from './package-limit';

const form = css({ display: 'grid', gap: '3' });

export interface PackagesFormProps {
  limit: PackageLimit;
  submitLabel: ReactNode;
  onSubmit: (count: number) => void;
  /** Shown when the balance is the limit that is broken (a link to top up). */
  topUp?: ReactNode;
  /** The text of a count above `limit.max` when the limit is `slots` (default: slots left). */
  overSlotsText?: (max: string) => string;
  /** Under the field, from the typed count (e.g. the total in rupiah). */
  children?: (count: number) => ReactNode;
  /** Above the field (e.g. a heading and the balance). */
  header?: ReactNode;
}

export function PackagesForm({
  limit,
  submitLabel,
  onSubmit,
  topUp,
  overSlotsText,
  children,
  header,
}: PackagesFormProps) {
  const intl = useIntl();
  const [typed, setTyped] = useState('1');
  const [submitted, setSubmitted] = useState(false);
  const check = checkPackages(typed, limit);
  const max = formatNumber(limit.max);
  const problem: Record<Exclude<PackageCheck, 'ok'>, string> = {
    empty: intl.formatMessage(messages.empty),
    belowOne: intl.formatMessage(messages.belowOne),
    overSlots: overSlotsText?.(max) ?? intl.formatMessage(messages.limitSlots, { count: max }),
    overBalance: intl.formatMessage(messages.limitBalance, { count: max }),
  };
  const count = Number(typed) || 0;
  return (
    <form
      noValidate
      className={form}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (check === 'ok') onSubmit(count);
      }}
    >
      {header}
      <NumberField
        label={intl.formatMessage(messages.label)}
        value={typed}
        onValueChange={setTyped}
        hint={intl.formatMessage(messages.max, { count: max })}
        // "Empty" waits for a submit; a number over the limit is named as it is typed.
        error={check !== 'ok' && (submitted || check !== 'empty') ? problem[check] : undefined}
        maxDigits={5}
      />
      {check === 'overBalance' ? topUp : null}
      {children?.(count)}
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
