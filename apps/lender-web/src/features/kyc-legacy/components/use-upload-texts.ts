import { useIntl } from 'react-intl';
import type { FileUploadTexts } from '@pendana/design-system/components/file-upload';
import { legacyUploadMessages as messages } from '../messages';

/** The FileUpload texts in the page's language. */
export function useUploadTexts(): FileUploadTexts {
  const intl = useIntl();
  return {
    drop: intl.formatMessage(messages.drop),
    choose: intl.formatMessage(messages.choose),
    remove: (name) => intl.formatMessage(messages.remove, { name }),
    tooLarge: (size) => intl.formatMessage(messages.tooLarge, { size }),
    invalidType: intl.formatMessage(messages.invalidType),
    tooMany: intl.formatMessage(messages.tooMany),
    progress: (percent) => intl.formatMessage(messages.progress, { percent: String(percent) }),
  };
}
