// Under a list of fundings read a page at a time: more load as the lender scrolls near its end (an
// IntersectionObserver on a sentinel), and a "load more" button does the same for keyboard and switch
// users; once the server's total is reached after more than one page, a line (`endText`) says every
// funding of the list is shown.
import { useEffect, useRef } from 'react';
import { css } from '@pendana/design-system/styled-system/css';
import { LoadMoreButton, type LoadMoreQuery } from '../../lib/screen';

const styles = {
  root: css({ display: 'grid', gap: '3', justifyItems: 'center' }),
  sentinel: css({ h: '1px', w: 'full' }),
  end: css({ textStyle: 'caption', color: 'fg.muted', textAlign: 'center' }),
};

export interface FundingListMoreProps {
  query: LoadMoreQuery;
  /** More than one page is shown (a list on one page needs no end line). */
  paged: boolean;
  /** The line under a list read to its end. */
  endText: string;
}

export function FundingListMore({ query, paged, endText }: FundingListMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const node = sentinel.current;
    // Browsers without the observer (and jsdom) keep the button alone.
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage)
          void fetchNextPage();
      },
      // Ask a little before the end comes into view, so the next cards are there when it does.
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  // A list on one page: nothing under it.
  if (!hasNextPage && !paged) return null;
  return (
    <div className={styles.root}>
      {hasNextPage ? <div ref={sentinel} className={styles.sentinel} aria-hidden="true" /> : null}
      <LoadMoreButton query={query} />
      {hasNextPage || !paged ? null : <p className={styles.end}>{endText}</p>}
    </div>
  );
}
