// One ended funding in the Ended tab: whether its project repaid or defaulted, and its final return —
// principal funded and returned (and written off), the total net yield received, the net annual
// return (XIRR, the server's figure) and the day it ended; its button opens the detail drawer.
import { useIntl } from 'react-intl';
import type { EndedFunding } from '@pendana/api-sdk';
import { Badge } from '@pendana/design-system/components/badge';
import { Button } from '@pendana/design-system/components/button';
import { css } from '@pendana/design-system/styled-system/css';
import type { Locale } from '../../../i18n/locale';
import { FactList, surface } from '../../../lib/fact-list';
import { listMessages } from '../messages';
import { EndedBadge } from './ended-badge';
import { useEndedFacts } from './use-ended-facts';

const styles = {
  name: css({ textStyle: 'h3', overflowWrap: 'anywhere', m: '0' }),
  badges: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
};

export interface EndedFundingCardProps {
  funding: EndedFunding;
  locale: Locale;
  onDetail: () => void;
}

export function EndedFundingCard({ funding, locale, onDetail }: EndedFundingCardProps) {
  const intl = useIntl();
  const facts = useEndedFacts(funding, locale);
  return (
    <article className={surface}>
      <div className={styles.badges}>
        <Badge tone="neutral">{funding.akad}</Badge>
        <EndedBadge funding={funding} />
      </div>
      <h2 className={styles.name}>{funding.nama_proyek}</h2>
      <FactList layout="grid" facts={facts} />
      <div>
        <Button
          variant="outline"
          onClick={onDetail}
          aria-label={intl.formatMessage(listMessages.detailNamed, { name: funding.nama_proyek })}
        >
          {intl.formatMessage(listMessages.detail)}
        </Button>
      </div>
    </article>
  );
}
