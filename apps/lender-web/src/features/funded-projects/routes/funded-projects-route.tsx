// Funded projects `/dashboard/funded-projects` (ListProyekFunded): the projects the
// lender funded that still run, with the amount (now and first), the yield rate, when they were funded
// and started, and their state; each leads to its funding in Manage Funding.
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { ProjectStatus, useListFundedProjects } from '@pendana/api-sdk';
import { Badge } from '@pendana/design-system/components/badge';
import { Button } from '@pendana/design-system/components/button';
import { formatCurrency, formatDate, formatRate } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { cardGrid, FactList, surface } from '../../../lib/fact-list';
import { projectStatusLabel } from '../../../lib/project-status';
import { DataScreen, ScreenPage } from '../../../lib/screen';
import { fundedMessages as messages } from '../messages';

const styles = {
  list: cardGrid,
  head: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
  name: css({ textStyle: 'h2', overflowWrap: 'anywhere' }),
};

export function FundedProjectsRoute() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const query = useListFundedProjects();
  const title = intl.formatMessage(messages.title);
  const myFunding = localizePath('/dashboard/my-funding', locale);
  return (
    <ScreenPage title={title} intro={intl.formatMessage(messages.intro)}>
      <DataScreen
        query={query}
        isEmpty={(data) => data.data.length === 0}
        empty={{
          title: intl.formatMessage(messages.emptyTitle),
          description: intl.formatMessage(messages.emptyBody),
          action: (
            <Button asChild>
              <Link to={localizePath('/dashboard/search-for-funding', locale)}>
                {intl.formatMessage(messages.toSearch)}
              </Link>
            </Button>
          ),
        }}
      >
        {({ data }) => (
          <ul className={styles.list}>
            {data.map((item) => (
              <li key={item.pendanaan_id} className={surface}>
                <div className={styles.head}>
                  <h2 className={styles.name}>{item.nama_proyek}</h2>
                  <Badge tone={item.status_proyek === ProjectStatus.ACTIVE ? 'success' : 'neutral'}>
                    {intl.formatMessage(projectStatusLabel(item.status_proyek))}
                  </Badge>
                </div>
                <FactList
                  layout="grid"
                  facts={[
                    {
                      term: intl.formatMessage(messages.amount),
                      value: formatCurrency(item.total_dana),
                    },
                    {
                      term: intl.formatMessage(messages.firstAmount),
                      value: formatCurrency(item.nominal_awal),
                    },
                    {
                      term: intl.formatMessage(messages.yieldRate),
                      value: intl.formatMessage(messages.rate, {
                        rate: formatRate(item.imbal_hasil),
                      }),
                    },
                    {
                      term: intl.formatMessage(messages.fundedOn),
                      value: formatDate(item.tanggal_invest, locale),
                    },
                    {
                      term: intl.formatMessage(messages.startsOn),
                      value: formatDate(item.tgl_mulai_proyek, locale),
                    },
                  ]}
                />
                <div>
                  <Button asChild variant="outline" size="sm">
                    <Link
                      to={`${myFunding}?drawer=funding&id=${item.pendanaan_id}`}
                      aria-label={intl.formatMessage(messages.detailNamed, {
                        name: item.nama_proyek,
                      })}
                    >
                      {intl.formatMessage(messages.detail)}
                    </Link>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </DataScreen>
    </ScreenPage>
  );
}
