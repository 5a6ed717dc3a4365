// The detail popup's content: a news article (news/detil) or a khazanah article (khazanah/detil),
// loaded when the popup opens, with a skeleton, the server's refusal (404) and Retry.
import { useIntl } from 'react-intl';
import { useGetKhazanahDetail, useGetNewsDetail } from '@pendana/api-sdk';
import { formatDate } from '@pendana/design-system/formatters';
import type { Locale } from '../../../i18n/locale';
import { DataScreen } from '../../../lib/screen';
import { khazanahMessages, newsListMessages } from '../messages';
import { ArticleView } from './article-view';

export function NewsArticle({ id, locale }: { id: number; locale: Locale }) {
  const intl = useIntl();
  const query = useGetNewsDetail({ id_news: id });
  return (
    <DataScreen query={query}>
      {({ data }) => (
        <ArticleView
          title={data.title}
          image={data.image}
          byline={intl.formatMessage(newsListMessages.byline, {
            writer: data.writer,
            date: formatDate(data.updated_at, locale),
          })}
          html={data.deskripsi}
        />
      )}
    </DataScreen>
  );
}

export function KhazanahArticle({ id, locale }: { id: number; locale: Locale }) {
  const intl = useIntl();
  const query = useGetKhazanahDetail({ id_khazanah: id });
  return (
    <DataScreen query={query}>
      {({ data }) => (
        <ArticleView
          title={data.title}
          image={data.gambar}
          byline={intl.formatMessage(khazanahMessages.byline, {
            author: data.author,
            date: formatDate(data.tgl_publish, locale),
          })}
          html={data.keterangan}
        />
      )}
    </DataScreen>
  );
}
