// News `/dashboard/news` (spec §2 menu "Berita", §7 News and FAQ): the news, the
// knowledge library (khazanah) and the FAQ as three tabs, each article in a detail popup.
export { newsPageCount, NEWS_DEFAULT_TOTAL_PAGES } from './utils/page-count';

export const lazyNewsRoute = () =>
  import('./routes/news-route').then((m) => ({ Component: m.NewsRoute }));
