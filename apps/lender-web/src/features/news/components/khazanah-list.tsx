// The knowledge library (spec §7 khazanah/get): articles on Islamic finance with their summary, paged,
// each opening in the detail popup.
import { keepPreviousData } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useListKhazanah } from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { formatDate } from '@pendana/design-system/formatters';
import { cardGrid } from '../../../lib/fact-list';
import { DataScreen, ScreenPagination } from '../../../lib/screen';
import { khazanahMessages as messages, newsListMessages } from '../messages';
import { ArticleCard } from './article-card';
import { NEWS_PER_PAGE, type ArticleListProps } from './news-list';

export function KhazanahList({ locale, page, onPageChange, onRead }: ArticleListProps) {
  const intl = useIntl();
  const query = useListKhazanah(
    { per_page: NEWS_PER_PAGE, page },
    { query: { placeholderData: keepPreviousData } },
  );
  return (
    <DataScreen
      query={query}
      isEmpty={(data) => data.khazanah.length === 0}
      empty={
        page > 1
          ? {
              title: intl.formatMessage(messages.emptyPage),
              action: (
                <Button variant="outline" onClick={() => onPageChange(1)}>
                  {intl.formatMessage(newsListMessages.firstPage)}
                </Button>
              ),
            }
          : { title: intl.formatMessage(messages.empty) }
      }
    >
      {(data) => (
        <>
          <ul className={cardGrid}>
            {data.khazanah.map((item) => (
              <ArticleCard
                key={item.id}
                title={item.title}
                image={item.gambar}
                byline={intl.formatMessage(messages.byline, {
                  author: item.author,
                  date: formatDate(item.tgl_publish, locale),
                })}
                summary={item.ringkasan}
                readLabel={intl.formatMessage(newsListMessages.read)}
                readName={intl.formatMessage(messages.readNamed, { title: item.title })}
                onRead={() => onRead(item.id)}
              />
            ))}
          </ul>
          <ScreenPagination page={page} pageCount={data.totalPage} onPageChange={onPageChange} />
        </>
      )}
    </DataScreen>
  );
}
