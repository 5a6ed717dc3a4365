// An ended funding's outcome: its project repaid (success) or its default was declared (danger).
import { useIntl } from 'react-intl';
import type { EndedFunding } from '@pendana/api-sdk';
import { Badge } from '@pendana/design-system/components/badge';
import { endedMessages, listMessages } from '../messages';

export function EndedBadge({ funding }: { funding: EndedFunding }) {
  const intl = useIntl();
  return funding.gagal_bayar ? (
    <Badge tone="danger">{intl.formatMessage(listMessages.defaulted)}</Badge>
  ) : (
    <Badge tone="success">{intl.formatMessage(endedMessages.repaid)}</Badge>
  );
}
