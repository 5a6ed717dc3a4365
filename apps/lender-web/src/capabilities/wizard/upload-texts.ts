import { useIntl, type MessageDescriptor } from 'react-intl';
import type { FileUploadTexts } from '@pendana/design-system/components/file-upload';

/** A wizard's file-upload texts (`remove` takes {name}, `tooLarge` {size}, `progress` {percent}). */
export type UploadMessages = Record<
  'drop' | 'choose' | 'remove' | 'tooLarge' | 'invalidType' | 'tooMany' | 'progress',
  MessageDescriptor
>;

/** The FileUpload texts in the page's language. */
export function useUploadTexts(messages: UploadMessages): FileUploadTexts {
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
