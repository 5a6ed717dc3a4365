// The Ended tab: the lender's ended fundings as cards with their final return, or an empty state whose
// next step is the active fundings (where a funding runs until it ends).
import { useIntl } from 'react-intl';
import type { EndedFunding } from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { EmptyState } from '@pendana/design-system/components/empty-state';
import type { Locale } from '../../../i18n/locale';
import { cardGrid } from '../../../lib/fact-list';
import { endedMessages as messages } from '../messages';
import { EndedFundingCard } from './ended-funding-card';

export interface EndedFundingsProps {
  fundings: EndedFunding[];
  locale: Locale;
  onDetail: (id: number) => void;
  onShowActive: () => void;
}

export function EndedFundings({ fundings, locale, onDetail, onShowActive }: EndedFundingsProps) {
  const intl = useIntl();
  if (fundings.length === 0)
    return (
      <EmptyState
        headingLevel={2}
        title={intl.formatMessage(messages.emptyTitle)}
        description={intl.formatMessage(messages.emptyBody)}
        action={<Button onClick={onShowActive}>{intl.formatMessage(messages.emptyAction)}</Button>}
      />
    );
  return (
    <ul className={cardGrid}>
      {fundings.map((funding) => (
        <li key={funding.id}>
          <EndedFundingCard
            funding={funding}
            locale={locale}
            onDetail={() => onDetail(funding.id)}
          />
        </li>
      ))}
    </ul>
  );
}
