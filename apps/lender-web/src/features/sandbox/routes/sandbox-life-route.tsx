// Sandbox project life `/dashboard/sandbox-life`: every project the lender funded, each with its life
// on the sandbox clock (listSandboxProjectLives: the ones still owing first, then the ended ones —
// repaid or defaulted — kept with their stage) and the actions that move it (project-life-card.tsx).
// Sandbox servers only: elsewhere the list shows the server's 404 with Retry.
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useListSandboxProjectLives } from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { cardGrid } from '../../../lib/fact-list';
import { DataScreen, ScreenPage } from '../../../lib/screen';
import { lifeMessages as messages } from '../messages';
import { ProjectLifeCard } from './project-life-card';

export function SandboxLifeRoute() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const query = useListSandboxProjectLives();
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
            {data.map((life) => (
              <ProjectLifeCard key={life.id_proyek} life={life} />
            ))}
          </ul>
        )}
      </DataScreen>
    </ScreenPage>
  );
}
