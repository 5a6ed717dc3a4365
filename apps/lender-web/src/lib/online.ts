// Whether the browser is online, from TanStack Query's onlineManager — the same
// signal that pauses queries while offline and refetches them when the network is back, so the
// banner, the disabled submits and the reads agree.
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** The id of the offline banner's text: a disabled submit is described by it (the reason). */
export const OFFLINE_REASON_ID = 'offline-reason';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => onlineManager.isOnline(),
    () => true,
  );
}

/**
 * Props for a button that sends something: disabled while offline (or when `disabled`), and then
 * described by the offline banner's reason, so a screen reader says why.
 */
export function useSendGuard(disabled?: boolean): {
  disabled: boolean | undefined;
  'aria-describedby': string | undefined;
} {
  const online = useOnline();
  return {
    disabled: disabled || !online || undefined,
    'aria-describedby': online ? undefined : OFFLINE_REASON_ID,
  };
}
