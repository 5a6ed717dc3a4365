/** Spec §9: "News totalPage defaults to 50" — the page count when the server gives none. */
export const NEWS_DEFAULT_TOTAL_PAGES = 50;

/** The number of pages of a news answer: its `totalPage`, or the spec's default when absent. */
export function newsPageCount(answer: { totalPage?: number }): number {
  return answer.totalPage ?? NEWS_DEFAULT_TOTAL_PAGES;
}
