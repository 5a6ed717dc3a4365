export {
  PAGINATION_LABELS_EN,
  Pagination,
  type PaginationLabels,
  type PaginationProps,
} from './pagination';
