// Sending an agreement (→ the provider's signing page, in this tab: the provider sends the lender back
// to Manage Funding) and checking it (→ signed, or spec §8's 'still in progress').
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROVIDERS, isSigned, type Agreement, type Provider } from './providers';

/** Leaves the app for the provider's signing page (a seam for tests). */
export const signingNavigation = { go: (url: string) => window.location.assign(url) };

export function useSendAgreement(fundingId: number) {
  return useMutation({
    mutationFn: (provider: Provider) => PROVIDERS[provider].send(fundingId),
    onSuccess: (agreement: Agreement) => {
      if (agreement.link) signingNavigation.go(agreement.link);
    },
  });
}

export function useCheckAgreement(provider: Provider) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (docToken: string) => PROVIDERS[provider].check(docToken),
    onSuccess: (agreement: Agreement) => {
      // Signed: the lists' signing state and the certificate profile move on.
      if (isSigned(provider, agreement.status)) void queryClient.invalidateQueries();
    },
  });
}
