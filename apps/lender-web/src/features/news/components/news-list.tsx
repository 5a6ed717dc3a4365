// The news (spec §7 news/get, paged with per_page and page; totalPage defaults to 50): newest first,
// each opening its article in the detail popup. A page past the end says so and leads back to page 1.
import { keepPreviousData } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useListNews } from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { formatDate } from '@pendana/design-system/formatters';
import type { Locale } from '../../../i18n/locale';
import { cardGrid } from '../../../lib/fact-list';
import { DataScreen, ScreenPagination } from '../../../lib/screen';
import { newsListMessages as messages } from '../messages';
import { newsPageCount } from '../utils/page-count';
import { ArticleCard } from './article-card';

/** Nine a page: three rows of three on a laptop. */
export const NEWS_PER_PAGE = 9;

export interface ArticleListProps {
  locale: Locale;
  page: number;
  onPageChange: (page: number) => void;
  onRead: (id: number) => void;
}

export function NewsList({ locale, page, onPageChange, onRead }: ArticleListProps) {
  const intl = useIntl();
  const query = useListNews(
    { per_page: NEWS_PER_PAGE, page },
    { query: { placeholderData: keepPreviousData } },
  );
  return (
    <DataScreen
      query={query}
      isEmpty={(data) => data.news.length === 0}
      empty={
        page > 1
          ? {
              title: intl.formatMessage(messages.emptyPage),
              action: (
                <Button variant="outline" onClick={() => onPageChange(1)}>
                  {intl.formatMessage(messages.firstPage)}
                </Button>
              ),
            }
          : { title: intl.formatMessage(messages.empty) }
      }
    >
      {(data) => (
        <>
          <ul className={cardGrid}>
            {data.news.map((item) => (
              <ArticleCard
                key={item.id}
                title={item.title}
                image={item.image}
                byline={intl.formatMessage(messages.byline, {
                  writer: item.writer,
                  date: formatDate(item.updated_at, locale),
                })}
                readLabel={intl.formatMessage(messages.read)}
                readName={intl.formatMessage(messages.readNamed, { title: item.title })}
                onRead={() => onRead(item.id)}
              />
            ))}
          </ul>
          <ScreenPagination
            page={page}
            pageCount={newsPageCount(data)}
            onPageChange={onPageChange}
          />
        </>
      )}
    </DataScreen>
  );
}
