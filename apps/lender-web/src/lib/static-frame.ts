import { createContext, useContext } from 'react';

/**
 * True while the build prerenders a page's static frame (src/prerender/prerender-entry.tsx): there is
 * no lender and no answer at build time, so the dashboard shows each page's own heading, intro and
 * skeletons instead of the layout's wait for the lender's data. Never true in the browser.
 */
export const StaticFrameContext = createContext(false);

/** Whether this render is the build's static frame of a page. */
export function useStaticFrame(): boolean {
  return useContext(StaticFrameContext);
}
