// The final figures of an ended funding, for its card and its drawer: principal funded, returned and
// written off, the total net yield received, the net annual return (XIRR) and the day it ended.
import { useIntl } from 'react-intl';
import type { EndedFunding } from '@pendana/api-sdk';
import { formatCurrency, formatDate, formatRate } from '@pendana/design-system/formatters';
import type { Locale } from '../../../i18n/locale';
import type { Fact } from '../../../lib/fact-list';
import { endedMessages, returnsMessages } from '../messages';

export function useEndedFacts(funding: EndedFunding, locale: Locale): Fact[] {
  const intl = useIntl();
  const { hasil } = funding;
  const facts: Fact[] = [
    {
      term: intl.formatMessage(endedMessages.principalFunded),
      value: formatCurrency(funding.pokok_didanai),
    },
    {
      term: intl.formatMessage(endedMessages.principalReturned),
      value: formatCurrency(funding.pokok_kembali),
    },
    {
      term: intl.formatMessage(endedMessages.netYield),
      value: formatCurrency(hasil.realised_yield),
    },
    {
      term: intl.formatMessage(endedMessages.xirr),
      value:
        hasil.xirr_percent === null
          ? intl.formatMessage(endedMessages.noFigure)
          : intl.formatMessage(returnsMessages.percent, {
              percent: formatRate(hasil.xirr_percent),
            }),
    },
    {
      term: intl.formatMessage(endedMessages.endedOn),
      value: formatDate(funding.tanggal_selesai, locale),
    },
  ];
  if (funding.pokok_dihapus > 0)
    facts.splice(2, 0, {
      term: intl.formatMessage(endedMessages.principalWrittenOff),
      value: formatCurrency(funding.pokok_dihapus),
    });
  return facts;
}
