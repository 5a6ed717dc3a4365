// The individual eKYC wizard (spec §3–§4) and the profile's single-page edits of its sections (work
// information, heir information). The only way in.
import type { QueryClient } from '@tanstack/react-query';

export const lazyEkycWizardRoute = () =>
  import('./routes/ekyc-wizard-route').then((m) => ({ Component: m.EkycWizardRoute }));

/** Starts the wizard's five calls alongside its code (called by the route's loader). */
export const prefetchEkycWizard = (queryClient: QueryClient) =>
  import('./routes/prefetch').then((m) => m.prefetchEkycWizard(queryClient));

export const lazyWorkInformationRoute = () =>
  import('./routes/profile-section-route').then((m) => ({ Component: m.WorkInformationRoute }));

export const lazyHeirInformationRoute = () =>
  import('./routes/profile-section-route').then((m) => ({ Component: m.HeirInformationRoute }));
