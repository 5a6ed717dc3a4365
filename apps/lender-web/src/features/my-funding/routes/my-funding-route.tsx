import { lazy, Suspense, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useListManagedFundings, type ManagedFundingsMetaTotal } from '@pendana/api-sdk';
import { Skeleton } from '@pendana/design-system/components/skeleton';
import { Tabs } from '@pendana/design-system/components/tabs';
import { useFundingPages } from '../../../capabilities/funding-pages';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { DetailDrawer, ScreenPage, useDetailDrawer, useUrlFilters } from '../../../lib/screen';
import { FundingTabContent } from '../components/funding-tab';
import { ProjectDrawerOpener } from '../components/project-drawer-opener';
import { detailMessages, listMessages as messages, yieldMessages } from '../messages';
import { SigningReturn } from '../signing';
import {
  FUNDING_TABS,
  LIST_OF,
  findEnded,
  findFunding,
  tabOf,
  type FundingTab,
} from '../utils/funding-lists';

// A funding's detail (its actions, agreement, money dialogs) and its yield schedule load when their
// drawer is first opened, not with the list (bundle budgets).
const FundingDetail = lazy(() =>
  import('../components/funding-detail').then((m) => ({ default: m.FundingDetail })),
);
const EndedFundingDetail = lazy(() =>
  import('../components/ended-funding-detail').then((m) => ({ default: m.EndedFundingDetail })),
);
const YieldSchedule = lazy(() =>
  import('../components/yield-schedule').then((m) => ({ default: m.YieldSchedule })),
);
const loading = <Skeleton lines={3} height="1.25rem" />;

/** The two drawers of spec §2: one `drawer` parameter, so they are never open together. */
const DRAWERS = ['funding', 'yield'] as const;

const TAB_LABEL = {
  active: messages.active,
  full: messages.full,
  closed: messages.closed,
  ended: messages.ended,
} satisfies Record<FundingTab, unknown>;

/**
 * The funding a drawer's `id` names: from the loaded pages, else asked for alone (`id`), so a link to a
 * funding not on a loaded page (portfolio, home, inbox, signing return) still opens it.
 */
function useDrawerFunding(
  loaded: Parameters<typeof findFunding>[0] | undefined,
  id: string | null,
) {
  const known = loaded && findFunding(loaded, id) ? loaded : undefined;
  const asked = Number(id);
  const lookup = useListManagedFundings(
    { id: asked },
    {
      query: {
        enabled: loaded !== undefined && !known && Number.isSafeInteger(asked) && asked > 0,
      },
    },
  );
  const source = known ?? lookup.data;
  return {
    open: source ? findFunding(source, id) : undefined,
    ended: source ? findEnded(source, id) : undefined,
    // Not known yet: the pages or the funding alone are on their way.
    pending: !known && (loaded === undefined || lookup.isFetching),
  };
}

/**
 * Manage Funding (spec §2): the lender's fundings as active, full, closed and ended tabs
 * (listKelolaInvestasiNewNew, the tab in the URL; each tab's count from the server, its fundings a
 * page at a time as the lender scrolls), a funding's detail drawer with add/take funds and its
 * agreement (an ended one's with its final return and repayments), and its yield drawer; the signing
 * providers send the lender back here.
 */
export function MyFundingRoute() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const { filters, setFilters } = useUrlFilters({ tab: 'active' });
  const tab = tabOf(filters.tab);
  const drawers = useDetailDrawer(DRAWERS);
  const pages = useFundingPages(tab);
  // The counts stay on the tabs while another tab's first page is on its way.
  const totals = useRef<ManagedFundingsMetaTotal | undefined>(undefined);
  if (pages.data) totals.current = pages.data.meta.total;
  const { open, ended, pending } = useDrawerFunding(pages.data, drawers.id);
  const title = intl.formatMessage(messages.title);
  const content = (
    <FundingTabContent
      tab={tab}
      query={pages}
      locale={locale}
      onDetail={(id) => drawers.open('funding', id)}
      onYield={(id) => drawers.open('yield', id)}
      onShowActive={() => setFilters({ tab: 'active' })}
    />
  );

  return (
    <ScreenPage title={title} intro={intl.formatMessage(messages.intro)}>
      <SigningReturn />
      <ProjectDrawerOpener />
      {totals.current === undefined ? (
        // The first answer on its way, or failed: the skeleton or the error with Retry alone.
        content
      ) : (
        <Tabs
          label={intl.formatMessage(messages.tabs)}
          value={tab}
          onValueChange={(next) => setFilters({ tab: next })}
          items={FUNDING_TABS.map((value) => ({
            value,
            label: `${intl.formatMessage(TAB_LABEL[value])} (${totals.current?.[LIST_OF[value]] ?? 0})`,
            content: value === tab ? content : null,
          }))}
        />
      )}
      <DetailDrawer
        drawers={drawers}
        name="funding"
        title={open?.nama_proyek ?? intl.formatMessage(detailMessages.title)}
      >
        {() =>
          ended ? (
            <Suspense fallback={loading}>
              <EndedFundingDetail funding={ended} locale={locale} />
            </Suspense>
          ) : open ? (
            <Suspense fallback={loading}>
              <FundingDetail
                funding={open}
                locale={locale}
                topUpPath={localizePath('/dashboard/wallet', locale)}
              />
            </Suspense>
          ) : pending ? (
            loading
          ) : (
            <p>{intl.formatMessage(detailMessages.notFound)}</p>
          )
        }
      </DetailDrawer>
      <DetailDrawer
        drawers={drawers}
        name="yield"
        title={intl.formatMessage(yieldMessages.title)}
        description={open?.nama_proyek}
      >
        {(id) => (
          <Suspense fallback={loading}>
            <YieldSchedule fundingId={Number(id)} locale={locale} />
          </Suspense>
        )}
      </DetailDrawer>
    </ScreenPage>
  );
}
