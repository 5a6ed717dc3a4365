// The portfolio list: every open funding (listKelolaInvestasiNewNew: raising funds, full, running)
// with its amount, the project's state now and its yield rate, each leading to its funding in Manage
// Funding. The server pages each list: the three lists' counts come from its totals, and the rows
// load a page at a time as the lender scrolls (the funding-pages capability, as Manage Funding),
// active ones first, then full, then closed — a list's rows follow only once the list before it is
// read to its end, so a new page never lands between rows already shown.
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ProjectStatus, type FundingItem, type ManagedFundings } from '@pendana/api-sdk';
import { Badge } from '@pendana/design-system/components/badge';
import { Table } from '@pendana/design-system/components/table';
import { formatCurrency, formatRate } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import {
  FundingListMore,
  LIST_OF,
  fundingsOf,
  useFundingPages,
  type FundingTab,
} from '../../../capabilities/funding-pages';
import { FactList } from '../../../lib/fact-list';
import { projectStatusLabel } from '../../../lib/project-status';
import { somethingWrongMessage } from '../../../i18n/common-messages';
import { DataScreen, type LoadMoreQuery, type ScreenQuery } from '../../../lib/screen';
import { listMessages as messages } from '../messages';

const styles = {
  section: css({ display: 'grid', gap: '3', minW: '0' }),
  heading: css({ textStyle: 'h2' }),
};

/** The open lists, in the order the table shows them. */
const OPEN_LISTS = ['active', 'full', 'closed'] as const satisfies readonly FundingTab[];

const COUNT_LABEL = {
  active: messages.countActive,
  full: messages.countFull,
  closed: messages.countClosed,
} satisfies Record<(typeof OPEN_LISTS)[number], unknown>;

type Pages = ReturnType<typeof useFundingPages>;

interface OpenFundings {
  /** The rows to show: each list's loaded ones, up to the first list not read to its end. */
  rows: FundingItem[];
  /** Every list's count (the server's totals). */
  total: ManagedFundings['meta']['total'];
  /** More than one page of some list is shown. */
  paged: boolean;
}

const NOTHING_MORE: LoadMoreQuery = {
  hasNextPage: false,
  isFetchingNextPage: false,
  fetchNextPage: () => undefined,
};

/** The three lists' pages read as one list (the first page of each comes with one answer). */
function useOpenFundings(): { screen: ScreenQuery<OpenFundings>; more: LoadMoreQuery } {
  const lists: Record<(typeof OPEN_LISTS)[number], Pages> = {
    active: useFundingPages('active'),
    full: useFundingPages('full'),
    closed: useFundingPages('closed'),
  };
  const queries = OPEN_LISTS.map((tab) => lists[tab]);
  const failed = queries.filter((query) => query.isError);
  let data: OpenFundings | undefined;
  let more = NOTHING_MORE;
  const [active, full, closed] = queries.map((query) => query.data);
  if (active && full && closed) {
    const rows: FundingItem[] = [];
    for (const [tab, answer] of [
      ['active', active],
      ['full', full],
      ['closed', closed],
    ] as const) {
      rows.push(...fundingsOf(answer, tab));
      if (lists[tab].hasNextPage) {
        more = lists[tab];
        break;
      }
    }
    data = {
      rows,
      total: active.meta.total,
      paged: [active, full, closed].some((answer) => answer.meta.page > 1),
    };
  }
  return {
    screen: {
      data,
      error: failed[0]?.error ?? null,
      isError: failed.length > 0,
      isFetching: queries.some((query) => query.isFetching),
      // Retry asks again for what failed (a refetch of a list asks for each of its loaded pages).
      refetch: () => Promise.all((failed.length > 0 ? failed : queries).map((q) => q.refetch())),
    },
    more,
  };
}

export function PortfolioList({ myFundingPath }: { myFundingPath: string }) {
  const intl = useIntl();
  const { screen, more } = useOpenFundings();
  return (
    <section className={styles.section} aria-labelledby="portfolio-list-heading">
      <h2 id="portfolio-list-heading" className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h2>
      <DataScreen
        query={screen}
        errorText={() => intl.formatMessage(somethingWrongMessage)}
        isEmpty={({ total }) => OPEN_LISTS.every((tab) => total[LIST_OF[tab]] === 0)}
        empty={{
          title: intl.formatMessage(messages.emptyTitle),
          description: intl.formatMessage(messages.emptyBody),
          headingLevel: 3,
        }}
      >
        {({ rows, total, paged }) => (
          <>
            <FactList
              layout="grid"
              facts={OPEN_LISTS.map((tab) => ({
                term: intl.formatMessage(COUNT_LABEL[tab]),
                value: intl.formatNumber(total[LIST_OF[tab]]),
              }))}
            />
            <Table
              caption={intl.formatMessage(messages.heading)}
              rows={rows}
              rowKey={(row) => String(row.id)}
              emptyText={intl.formatMessage(messages.emptyTitle)}
              columns={[
                {
                  id: 'project',
                  header: intl.formatMessage(messages.project),
                  cell: (row) => (
                    <Link to={`${myFundingPath}?drawer=funding&id=${row.id}`}>
                      {row.nama_proyek}
                    </Link>
                  ),
                },
                {
                  id: 'amount',
                  header: intl.formatMessage(messages.amount),
                  align: 'end',
                  cell: (row) => formatCurrency(row.total_dana),
                },
                {
                  id: 'status',
                  header: intl.formatMessage(messages.status),
                  cell: (row) => (
                    <Badge
                      tone={row.status_proyek === ProjectStatus.CLOSED ? 'success' : 'neutral'}
                    >
                      {intl.formatMessage(projectStatusLabel(row.status_proyek))}
                    </Badge>
                  ),
                },
                {
                  id: 'yield',
                  header: intl.formatMessage(messages.yieldRate),
                  align: 'end',
                  cell: (row) =>
                    intl.formatMessage(messages.rate, { rate: formatRate(row.imbal_hasil) }),
                },
              ]}
            />
            <FundingListMore
              query={more}
              paged={paged}
              endText={intl.formatMessage(messages.endOfList)}
            />
          </>
        )}
      </DataScreen>
    </section>
  );
}
