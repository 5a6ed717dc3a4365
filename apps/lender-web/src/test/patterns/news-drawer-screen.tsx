// The real usage that proves the detail drawer pattern, shared by its story and its test: the news
// list, each article in a URL-addressed drawer; from an article a second drawer ('related') replaces
// it, as the funding detail and yield drawers of spec §2 must never be open together.
import type { ReactNode } from 'react';
import { useListNews } from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { css } from '@pendana/design-system/styled-system/css';
import { DataScreen } from '../../lib/screen/data-screen';
import { DetailDrawer } from '../../lib/screen/detail-drawer';
import { useDetailDrawer } from '../../lib/screen/use-detail-drawer';
import { NewsArticle } from './news-article';

const DRAWERS = ['news', 'related'] as const;

/** Long titles wrap at 360 px. */
const itemButton = css({ whiteSpace: 'normal', height: 'auto', py: '2', textAlign: 'start' });

export interface NewsDrawerScreenProps {
  /** The text of the button in an article that opens the related article (id 41). */
  relatedLabel: ReactNode;
  relatedTitle: ReactNode;
}

export function NewsDrawerScreen({ relatedLabel, relatedTitle }: NewsDrawerScreenProps) {
  const drawers = useDetailDrawer(DRAWERS);
  const list = useListNews({ page: 1, per_page: 3 });
  return (
    <DataScreen query={list}>
      {(data) => (
        <>
          <ul>
            {data.news.map((item) => (
              <li key={item.id}>
                <Button
                  variant="ghost"
                  className={itemButton}
                  onClick={() => drawers.open('news', item.id)}
                >
                  {item.title}
                </Button>
              </li>
            ))}
          </ul>
          <DetailDrawer
            drawers={drawers}
            name="news"
            title={data.news.find((item) => String(item.id) === drawers.id)?.title}
            footer={<Button onClick={() => drawers.open('related', 41)}>{relatedLabel}</Button>}
          >
            {(id) => <NewsArticle id={Number(id)} />}
          </DetailDrawer>
          <DetailDrawer drawers={drawers} name="related" title={relatedTitle}>
            {(id) => <NewsArticle id={Number(id)} />}
          </DetailDrawer>
        </>
      )}
    </DataScreen>
  );
}
