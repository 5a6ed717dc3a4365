// The stages of one withdrawal as an ordered list: what is done, where it is now, what is to come,
// or where it was refused. Colour and icon are never the only cue: each stage says its state.
import { Check, Circle, CircleDot, X } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { WithdrawalHistoryItem } from '@pendana/api-sdk';
import { css, cx } from '@pendana/design-system/styled-system/css';
import { historyMessages as messages } from '../messages';
import { trackerOf, type StageState } from '../utils/tracker';

const styles = {
  list: css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: '2',
    listStyle: 'none',
    p: '0',
    m: '0',
  }),
  stage: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    textStyle: 'caption',
    color: 'fg.muted',
    '& svg': { width: '4', height: '4', flexShrink: '0' },
  }),
  done: css({ color: 'success.fg' }),
  current: css({ color: 'fg.default', fontWeight: 'semibold' }),
  failed: css({ color: 'danger.fg', fontWeight: 'semibold' }),
  srOnly: css({ srOnly: true }),
};

const ICON = { done: Check, current: CircleDot, upcoming: Circle, failed: X } as const;
const SAID = {
  done: messages.stageDone,
  current: messages.stageCurrent,
  upcoming: messages.stageUpcoming,
  failed: messages.stageFailed,
} as const;
const TONE: Partial<Record<StageState, string>> = {
  done: styles.done,
  current: styles.current,
  failed: styles.failed,
};

export function WithdrawalTracker({ item }: { item: WithdrawalHistoryItem }) {
  const intl = useIntl();
  return (
    <ol className={styles.list} aria-label={intl.formatMessage(messages.tracker)}>
      {trackerOf(item).map(({ name, state }) => {
        const Icon = ICON[state];
        const label = intl.formatMessage(messages[name]);
        return (
          <li
            key={name}
            className={cx(styles.stage, TONE[state])}
            aria-current={state === 'current' ? 'step' : undefined}
            data-state={state}
          >
            <Icon aria-hidden />
            <span aria-hidden>{label}</span>
            <span className={styles.srOnly}>
              {intl.formatMessage(SAID[state], { stage: label })}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
