// Screen patterns: the frame of a page and of a data screen, its pagination or "load more", filters in
// the URL, the URL-addressed detail drawer and the document download. Generic: no domain here.
export { DataScreen, type DataScreenProps, type ScreenQuery } from './data-screen';
export { ScreenPage, type ScreenPageProps } from './screen-page';
export { LoadMoreButton, type LoadMoreQuery } from './load-more-button';
export { ScreenPagination, type ScreenPaginationProps } from './screen-pagination';
export { PAGE_PARAM, useUrlFilters, type FilterValues, type UrlFilters } from './use-url-filters';
export { DetailDrawer, type DetailDrawerProps } from './detail-drawer';
export {
  DRAWER_ID_PARAM,
  DRAWER_PARAM,
  useDetailDrawer,
  type DetailDrawerState,
} from './use-detail-drawer';
export { useReturnFocus } from './use-return-focus';
export { fileNameFromDisposition } from './content-disposition';
export { DocumentDownload, type DocumentDownloadProps } from './document-download';
export { saveBlob } from './save-blob';
export {
  useDocumentDownload,
  type DocumentDownload as DocumentDownloadState,
  type DocumentDownloadOptions,
  type DownloadRequestOptions,
} from './use-document-download';
