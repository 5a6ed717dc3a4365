// The app's one toaster (spec §9: near the top; 1.5 s by default, 5 s for OCR, 8 s for funding).
import { createAppToaster, TOAST_DURATION } from '@pendana/design-system/components/toast';

export const toaster = createAppToaster({ placement: 'top' });

export interface NotifyOptions {
  durationMs?: number;
}

/** An error toast; errors stay long enough to be read (at least the OCR duration). */
export function notifyError(
  message: string,
  { durationMs = TOAST_DURATION.OCR }: NotifyOptions = {},
): void {
  toaster.create({ title: message, type: 'error', duration: durationMs });
}

export function notifySuccess(
  message: string,
  { durationMs = TOAST_DURATION.DEFAULT }: NotifyOptions = {},
): void {
  toaster.create({ title: message, type: 'success', duration: durationMs });
}
