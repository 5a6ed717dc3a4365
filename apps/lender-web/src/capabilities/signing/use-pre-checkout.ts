// Signing before funding: hold the packages (`update-isbooking`, 24 h), ask the
// chosen provider for the agreement of those packages (`signing-link`), remember both (this tab) and
// go to the signing page; later release the hold, or forget it once the checkout consumed it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { getGetBookingDetailQueryKey, isApiError, updateBooking } from '@pendana/api-sdk';
import {
  clearPreCheckout,
  readPreCheckout,
  savePreCheckout,
  type PreCheckout,
} from './pre-checkout-store';
import { PROVIDERS, type Provider } from './providers';
import { signingNavigation } from './use-signing';

/** Gives a hold back (best effort: unreleased, it lapses after 24 h on its own). */
const release = (record: Pick<PreCheckout, 'projectId' | 'paket'>) =>
  updateBooking({ id_proyek: record.projectId, paket: record.paket, is_booking: false });

export interface UsePreCheckout {
  /** This project's agreement signed (or being signed) before its checkout, if any. */
  record: PreCheckout | null;
  start: ReturnType<typeof useStart>;
  release: ReturnType<typeof useRelease>;
  /** The hold is over (bought, released or lapsed): nothing to remember. */
  forget: () => void;
}

function useStart(projectId: number, remember: (record: PreCheckout) => void) {
  return useMutation({
    mutationFn: async ({ provider, paket }: { provider: Provider; paket: number }) => {
      // One hold at a time: another project's hold would keep its money blocked for a day.
      const previous = readPreCheckout();
      if (previous && previous.projectId !== projectId)
        await release(previous).catch(() => undefined);
      const hold = (await updateBooking({ id_proyek: projectId, paket, is_booking: true })).data;
      try {
        const agreement = await PROVIDERS[provider].link(projectId, paket);
        return { provider, projectId, paket, bookingToken: hold.docToken, ...agreement };
      } catch (error) {
        // No agreement to sign: the packages are not kept waiting for it.
        await release({ projectId, paket }).catch(() => undefined);
        throw error;
      }
    },
    onSuccess: (record) => {
      savePreCheckout(record);
      remember(record);
      if (record.link) signingNavigation.go(record.link);
    },
  });
}

function useRelease(record: PreCheckout | null, forget: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (!record) return;
      try {
        await release(record);
      } catch (error) {
        // Nothing to release (bought, released or lapsed meanwhile): the hold is over all the same.
        if (!(isApiError(error) && error.status === 404)) throw error;
      }
    },
    onSuccess: () => {
      if (record)
        void queryClient.invalidateQueries({
          queryKey: getGetBookingDetailQueryKey(record.bookingToken),
        });
      forget();
    },
  });
}

export function usePreCheckout(projectId: number): UsePreCheckout {
  const [record, setRecord] = useState<PreCheckout | null>(() => {
    const stored = readPreCheckout();
    return stored?.projectId === projectId ? stored : null;
  });
  const forget = useCallback(() => {
    if (readPreCheckout()?.projectId === projectId) clearPreCheckout();
    setRecord(null);
  }, [projectId]);
  return {
    record,
    start: useStart(projectId, setRecord),
    release: useRelease(record, forget),
    forget,
  };
}
