// The individual eKYC wizard (spec §3–§4). The only way in.
import type { QueryClient } from '@tanstack/react-query';

export const lazyEkycWizardRoute = () =>
  import('./routes/ekyc-wizard-route').then((m) => ({ Component: m.EkycWizardRoute }));

/** Starts the wizard's five calls alongside its code (called by the route's loader). */
export const prefetchEkycWizard = (queryClient: QueryClient) =>
  import('./routes/prefetch').then((m) => m.prefetchEkycWizard(queryClient));
