// Copies a value (a virtual-account number…) to the clipboard and says so: a toast and the button's
// own text for a moment. Where the clipboard is refused, the toast says to copy by hand; the value
// stays on screen either way.
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@pendana/design-system/components/button';
import { notifyError, notifySuccess } from './toaster';

export interface CopyButtonProps {
  value: string;
  /** The button's accessible name, e.g. 'Salin nomor VA BNI'. */
  label: string;
  /** Its visible text, e.g. 'Salin'. */
  text: string;
  /** Said once copied, e.g. 'Nomor VA disalin'. */
  copiedText: string;
  /** Said when the browser refuses the clipboard. */
  failedText: string;
}

export function CopyButton({ value, label, text, copiedText, failedText }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={label}
      onClick={() => {
        // Outside a secure context there is no clipboard at all.
        const writing = navigator.clipboard?.writeText(value) ?? Promise.reject(new Error('none'));
        void writing
          .then(() => {
            setCopied(true);
            notifySuccess(copiedText);
          })
          .catch(() => notifyError(failedText));
      }}
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {text}
    </Button>
  );
}
