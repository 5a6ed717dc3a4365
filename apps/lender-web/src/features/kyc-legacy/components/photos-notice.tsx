import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useUploadLegacyKycPhotos } from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { RetryAlert } from '../../../capabilities/wizard';
import { errorMessageFor } from '../../../lib/error-message';
import { legacyWizardMessages as messages } from '../messages';
import { toLegacyPhotosUpload, type LegacyPhotos } from '../utils/to-legacy-payloads';

/**
 * The identity photos of the older flow, posted after the first form (spec §7). A failure keeps
 * step 1 (spec §4: it follows the first submit); the photos can be sent again.
 */
export function usePhotosUpload() {
  const upload = useUploadLegacyKycPhotos();
  const [pending, setPending] = useState<LegacyPhotos | null>(null);
  const send = (chosen: LegacyPhotos) => {
    const payload = toLegacyPhotosUpload(chosen);
    if (!payload) return;
    setPending(chosen);
    upload.mutate({ data: payload }, { onSuccess: () => setPending(null) });
  };
  return { upload, pending, send };
}

/** Whether the photos went: the failure with a retry, or that they were sent. */
export function PhotosNotice({ upload: photos }: { upload: ReturnType<typeof usePhotosUpload> }) {
  const intl = useIntl();
  const { upload, pending, send } = photos;
  if (upload.isError && pending) {
    return (
      <RetryAlert
        title={intl.formatMessage(messages.photosFailed)}
        retry={intl.formatMessage(messages.photosRetry)}
        onRetry={() => send(pending)}
        retrying={upload.isPending}
        retryingLabel={intl.formatMessage(messages.saving)}
      >
        {errorMessageFor(upload.error, intl)}
      </RetryAlert>
    );
  }
  return upload.isSuccess ? (
    <Alert status="success">{intl.formatMessage(messages.photosSent)}</Alert>
  ) : null;
}
