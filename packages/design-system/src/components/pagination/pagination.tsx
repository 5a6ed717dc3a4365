import { Pagination as ArkPagination } from '@ark-ui/react/pagination';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cx } from '@pendana/design-system/styled-system/css';
import { pagination } from '@pendana/design-system/styled-system/recipes';

/** Spec §9: "Pagination labels are English defaults." */
export const PAGINATION_LABELS_EN = {
  nav: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (page: number) => `Page ${page}`,
} as const;

export interface PaginationLabels {
  nav: string;
  previous: string;
  next: string;
  page: (page: number) => string;
}

export interface PaginationProps {
  /** Total number of items. */
  count: number;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
  /** Defaults to English (spec §9). */
  labels?: PaginationLabels;
  siblingCount?: number;
  className?: string;
}

/** Page navigation (news, transactions). Labels default to English (spec §9). */
export function Pagination({
  count,
  pageSize,
  page,
  onPageChange,
  labels = PAGINATION_LABELS_EN,
  siblingCount = 1,
  className,
}: PaginationProps) {
  const styles = pagination();
  return (
    <ArkPagination.Root
      className={cx(styles.root, className)}
      count={count}
      pageSize={pageSize}
      page={page}
      siblingCount={siblingCount}
      onPageChange={(details) => onPageChange(details.page)}
      translations={{
        rootLabel: labels.nav,
        prevTriggerLabel: labels.previous,
        nextTriggerLabel: labels.next,
        itemLabel: ({ page: value }) => labels.page(value),
      }}
    >
      <ul className={styles.list}>
        <li>
          <ArkPagination.PrevTrigger className={styles.trigger}>
            <ChevronLeft aria-hidden size={18} />
            <span>{labels.previous}</span>
          </ArkPagination.PrevTrigger>
        </li>
        <ArkPagination.Context>
          {(api) =>
            api.pages.map((item, index) =>
              item.type === 'page' ? (
                <li key={`page-${item.value}`}>
                  <ArkPagination.Item {...item} className={styles.item}>
                    {item.value}
                  </ArkPagination.Item>
                </li>
              ) : (
                <li key={`ellipsis-${index}`}>
                  <ArkPagination.Ellipsis index={index} className={styles.ellipsis}>
                    …
                  </ArkPagination.Ellipsis>
                </li>
              ),
            )
          }
        </ArkPagination.Context>
        <li>
          <ArkPagination.NextTrigger className={styles.trigger}>
            <span>{labels.next}</span>
            <ChevronRight aria-hidden size={18} />
          </ArkPagination.NextTrigger>
        </li>
      </ul>
    </ArkPagination.Root>
  );
}
