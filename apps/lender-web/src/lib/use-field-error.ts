import { useCallback } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { FieldError } from 'react-hook-form';

/** Form schemas carry message ids as their messages; this renders them in the page's language. */
export function useFieldError(): (error: FieldError | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (error) => {
      if (!error?.message) return undefined;
      const descriptor: MessageDescriptor = { id: error.message };
      return intl.messages[error.message] ? intl.formatMessage(descriptor) : error.message;
    },
    [intl],
  );
}
