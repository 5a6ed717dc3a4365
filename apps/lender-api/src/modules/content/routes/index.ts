import type { ApiRoute } from '../../../http/route.ts';
import { listNewsRoute } from './list-news.ts';
import { getNewsDetailRoute } from './get-news-detail.ts';
import { listKhazanahRoute } from './list-khazanah.ts';
import { getKhazanahDetailRoute } from './get-khazanah-detail.ts';
import { listFaqCategoriesRoute } from './list-faq-categories.ts';
import { listFaqContentsRoute } from './list-faq-contents.ts';

/** The operations this module serves, mounted under the API base path. */
export const contentRoutes: readonly ApiRoute[] = [
  listNewsRoute,
  getNewsDetailRoute,
  listKhazanahRoute,
  getKhazanahDetailRoute,
  listFaqCategoriesRoute,
  listFaqContentsRoute,
];
