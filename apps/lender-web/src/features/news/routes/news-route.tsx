// News `/dashboard/news` (menu "Berita", for all): three tabs — the news, the knowledge
// library (khazanah) and the FAQ — in the URL (`?tab=news|khazanah|faq`, `?page=`), each article in a
// URL-addressed detail popup (`?drawer=news|khazanah&id=`), so a shared link opens the same article.
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Skeleton } from '@pendana/design-system/components/skeleton';
import { Tabs } from '@pendana/design-system/components/tabs';
import { localeFromPath } from '../../../i18n/locale';
import { DetailDrawer, ScreenPage, useDetailDrawer, useUrlFilters } from '../../../lib/screen';
import { KhazanahArticle, NewsArticle } from '../components/articles';
import { KhazanahList } from '../components/khazanah-list';
import { NewsList } from '../components/news-list';
import { newsPageMessages as messages } from '../messages';

// The FAQ tab (its search, Select and Accordion) loads when it is first shown (the tabs mount their
// content lazily), not with the news list (bundle budgets).
const FaqPanel = lazy(() =>
  import('../components/faq-panel').then((m) => ({ default: m.FaqPanel })),
);

const TABS = ['news', 'khazanah', 'faq'] as const;
const DRAWERS = ['news', 'khazanah'] as const;

export function NewsRoute() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const { filters, setFilters } = useUrlFilters({ tab: 'news', page: 1 });
  const tab = (TABS as readonly string[]).includes(filters.tab) ? filters.tab : 'news';
  const drawers = useDetailDrawer(DRAWERS);
  const title = intl.formatMessage(messages.title);
  const list = {
    locale,
    page: filters.page,
    onPageChange: (page: number) => setFilters({ page }),
  };
  return (
    <ScreenPage title={title} intro={intl.formatMessage(messages.intro)}>
      <Tabs
        label={intl.formatMessage(messages.tabs)}
        value={tab}
        onValueChange={(next) => setFilters({ tab: next })}
        items={[
          {
            value: 'news',
            label: intl.formatMessage(messages.tabNews),
            content: <NewsList {...list} onRead={(id) => drawers.open('news', id)} />,
          },
          {
            value: 'khazanah',
            label: intl.formatMessage(messages.tabKhazanah),
            content: <KhazanahList {...list} onRead={(id) => drawers.open('khazanah', id)} />,
          },
          {
            value: 'faq',
            label: intl.formatMessage(messages.tabFaq),
            content: (
              <Suspense fallback={<Skeleton lines={3} height="1.25rem" />}>
                <FaqPanel />
              </Suspense>
            ),
          },
        ]}
      />
      <DetailDrawer drawers={drawers} name="news" title={intl.formatMessage(messages.newsDrawer)}>
        {(id) => <NewsArticle id={Number(id)} locale={locale} />}
      </DetailDrawer>
      <DetailDrawer
        drawers={drawers}
        name="khazanah"
        title={intl.formatMessage(messages.khazanahDrawer)}
      >
        {(id) => <KhazanahArticle id={Number(id)} locale={locale} />}
      </DetailDrawer>
    </ScreenPage>
  );
}
