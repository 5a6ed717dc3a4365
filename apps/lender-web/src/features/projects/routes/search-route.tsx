import { keepPreviousData } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import {
  useListProjects,
  type Akad,
  type ProjectItem,
  type ProjectSearchRequestSort,
} from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { Skeleton } from '@pendana/design-system/components/skeleton';
import { css } from '@pendana/design-system/styled-system/css';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import {
  DataScreen,
  DetailDrawer,
  ScreenPage,
  ScreenPagination,
  useDetailDrawer,
  useUrlFilters,
} from '../../../lib/screen';
import { ProjectCard } from '../components/project-card';
import { SEARCH_DEFAULTS, SearchFilters } from '../components/search-filters';
import { detailMessages, searchMessages as messages } from '../messages';

// A project's detail with its checkout (the money-action form, signing, react-hook-form and zod)
// loads when a project is first opened, not with the list (bundle budgets).
const ProjectDetailView = lazy(() =>
  import('../components/project-detail').then((m) => ({ default: m.ProjectDetailView })),
);

const PER_PAGE = 10;
const DRAWERS = ['project'] as const;

const styles = {
  section: css({ display: 'grid', gap: '3', minW: '0' }),
  heading: css({ textStyle: 'h2' }),
  grid: css({
    display: 'grid',
    gap: '4',
    gridTemplateColumns: {
      base: '1fr',
      md: 'repeat(2, minmax(0, 1fr))',
      xl: 'repeat(3, minmax(0, 1fr))',
    },
    listStyle: 'none',
    p: '0',
    m: '0',
  }),
};

/** Spec §9: the featured view shows the projects at positions 2 to 5 of the list (slice 1 to 5). */
export const featuredOf = (projects: ProjectItem[]) => projects.slice(1, 5);

/**
 * Search Funding (spec §2): the open projects (newProyek/v2/listAll) with the featured
 * view of §9 above the whole list; keyword, akad, sort and page in the URL; a project in a
 * URL-addressed drawer (`?drawer=project&id=`) with its checkout.
 */
export function SearchRoute() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const { filters, setFilters, reset } = useUrlFilters(SEARCH_DEFAULTS);
  const drawers = useDetailDrawer(DRAWERS);
  const query = useListProjects(
    {
      page: filters.page,
      per_page: PER_PAGE,
      ...(filters.keyword ? { keyword: filters.keyword } : {}),
      ...(filters.akad ? { akad: filters.akad as Akad } : {}),
      sort: filters.sort as ProjectSearchRequestSort,
    },
    { query: { placeholderData: keepPreviousData } },
  );
  const filtered = filters.keyword !== '' || filters.akad !== '';
  const title = intl.formatMessage(messages.title);
  const list = (projects: ProjectItem[]) => (
    <ul className={styles.grid}>
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} onOpen={() => drawers.open('project', project.id)} />
        </li>
      ))}
    </ul>
  );

  return (
    <ScreenPage title={title} intro={intl.formatMessage(messages.intro)}>
      <SearchFilters filters={filters} onChange={setFilters} onReset={reset} />
      <DataScreen
        query={query}
        isEmpty={(data) => data.dataProyekAktif.length === 0}
        empty={
          filtered
            ? {
                title: intl.formatMessage(messages.emptyTitle),
                description: intl.formatMessage(messages.emptyBody),
                action: <Button onClick={reset}>{intl.formatMessage(messages.reset)}</Button>,
              }
            : {
                title: intl.formatMessage(messages.noneOpenTitle),
                description: intl.formatMessage(messages.noneOpenBody),
                action: (
                  <Button asChild variant="outline">
                    <Link to={localizePath('/dashboard', locale)}>
                      {intl.formatMessage(messages.toHome)}
                    </Link>
                  </Button>
                ),
              }
        }
      >
        {(data) => {
          const featured = filtered || filters.page > 1 ? [] : featuredOf(data.dataProyekAktif);
          return (
            <>
              {featured.length > 0 ? (
                <section className={styles.section} aria-labelledby="featured-heading">
                  <h2 id="featured-heading" className={styles.heading}>
                    {intl.formatMessage(messages.featured)}
                  </h2>
                  {list(featured)}
                </section>
              ) : null}
              <section className={styles.section} aria-labelledby="all-heading">
                <h2 id="all-heading" className={styles.heading}>
                  {intl.formatMessage(messages.allProjects)}
                </h2>
                {list(data.dataProyekAktif)}
                <ScreenPagination
                  page={filters.page}
                  pageCount={data.meta.totalPage}
                  onPageChange={(page) => setFilters({ page })}
                />
              </section>
            </>
          );
        }}
      </DataScreen>
      <DetailDrawer
        drawers={drawers}
        name="project"
        title={
          query.data?.dataProyekAktif.find((p) => String(p.id) === drawers.id)?.nama ??
          intl.formatMessage(detailMessages.title)
        }
      >
        {(id) => (
          <Suspense fallback={<Skeleton lines={3} height="1.25rem" />}>
            <ProjectDetailView
              id={Number(id)}
              locale={locale}
              links={{
                topUp: localizePath('/dashboard/wallet', locale),
                myFunding: localizePath('/dashboard/my-funding', locale),
              }}
            />
          </Suspense>
        )}
      </DetailDrawer>
    </ScreenPage>
  );
}
