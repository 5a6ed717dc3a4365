// The portfolio list: every open funding (listKelolaInvestasiNewNew: raising funds,
// full, running) with its amount, the project's state now and its yield rate, each leading to its
// funding in Manage Funding.
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ProjectStatus, useListManagedFundings, type FundingItem } from '@pendana/api-sdk';
import { Badge } from '@pendana/design-system/components/badge';
import { Table } from '@pendana/design-system/components/table';
import { formatCurrency, formatRate } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { projectStatusLabel } from '../../../lib/project-status';
import { somethingWrongMessage } from '../../../i18n/common-messages';
import { DataScreen } from '../../../lib/screen';
import { listMessages as messages } from '../messages';

const styles = {
  section: css({ display: 'grid', gap: '3', minW: '0' }),
  heading: css({ textStyle: 'h2' }),
};

export function PortfolioList({ myFundingPath }: { myFundingPath: string }) {
  const intl = useIntl();
  const query = useListManagedFundings();
  return (
    <section className={styles.section} aria-labelledby="portfolio-list-heading">
      <h2 id="portfolio-list-heading" className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h2>
      <DataScreen
        query={query}
        errorText={() => intl.formatMessage(somethingWrongMessage)}
        isEmpty={(data) =>
          data.dataProyekAktif.length +
            data.dataProyekFull.length +
            data.dataProyekClosed.length ===
          0
        }
        empty={{
          title: intl.formatMessage(messages.emptyTitle),
          description: intl.formatMessage(messages.emptyBody),
          headingLevel: 3,
        }}
      >
        {(data) => {
          const rows: FundingItem[] = [
            ...data.dataProyekAktif,
            ...data.dataProyekFull,
            ...data.dataProyekClosed,
          ];
          return (
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
          );
        }}
      </DataScreen>
    </section>
  );
}
