// Sandbox project life `/dashboard/sandbox-life`: every project the lender funded that still runs
// (ListProyekFunded), each with its life on the sandbox clock and the actions that move it
// (project-life-card.tsx). Sandbox servers only: elsewhere each card shows the server's 404.
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useListFundedProjects } from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { cardGrid } from '../../../lib/fact-list';
import { DataScreen, ScreenPage } from '../../../lib/screen';
import { lifeMessages as messages } from '../messages';
import { ProjectLifeCard } from './project-life-card';

export function SandboxLifeRoute() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const query = useListFundedProjects();
  return (
    <ScreenPage
      title={intl.formatMessage(messages.title)}
      intro={intl.formatMessage(messages.intro)}
    >
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
          <ul className={cardGrid}>
            {[...new Map(data.map((item) => [item.proyek_id, item])).values()].map((item) => (
              <ProjectLifeCard key={item.proyek_id} id={item.proyek_id} name={item.nama_proyek} />
            ))}
          </ul>
        )}
      </DataScreen>
    </ScreenPage>
  );
}
