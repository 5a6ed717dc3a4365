// The toaster store and the spec §9 durations, apart from the <Toaster> view: an app creates its
// store at start-up and can load the view (Ark's toast machines) later; toasts created before the
// view mounts are shown when it does.
import { createToaster } from '@ark-ui/react/toast';

/** Toast durations of spec §9 (milliseconds). */
export const TOAST_DURATION = {
  /** Funding messages (checkout, add funds, take funds): 8 seconds. */
  FUNDING: 8000,
  /** OCR messages: 5 seconds. */
  OCR: 5000,
  /** Every other notification: 1.5 seconds. */
  DEFAULT: 1500,
} as const;

export type ToastKind = 'info' | 'success' | 'warning' | 'error' | 'loading';

export interface CreateAppToasterOptions {
  /** Spec §9: notifications are placed near the top. */
  placement?: 'top' | 'top-start' | 'top-end';
  /** Most toasts kept on screen at once. */
  max?: number;
}

/** Creates the app's toaster store (one per app). Show toasts with `toaster.create({ title, type, duration })`. */
export function createAppToaster({ placement = 'top', max = 4 }: CreateAppToasterOptions = {}) {
  return createToaster({
    placement,
    max,
    overlap: false,
    gap: 12,
    duration: TOAST_DURATION.DEFAULT,
    offsets: '16px',
  });
}

export type AppToaster = ReturnType<typeof createAppToaster>;
