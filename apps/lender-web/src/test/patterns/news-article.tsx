// Drawer content of the detail drawer example: one news article through the SDK (spec §7 news/detil),
// in the data screen frame, its HTML sanitised.
import { useGetNewsDetail } from '@pendana/api-sdk';
import { DataScreen } from '../../lib/screen/data-screen';
import { SafeHtml } from '../../lib/safe-html';

export function NewsArticle({ id }: { id: number }) {
  const query = useGetNewsDetail({ id_news: id });
  return (
    <DataScreen query={query}>
      {({ data }) => (
        <article>
          <p>{data.writer}</p>
          <SafeHtml html={data.deskripsi} />
        </article>
      )}
    </DataScreen>
  );
}
