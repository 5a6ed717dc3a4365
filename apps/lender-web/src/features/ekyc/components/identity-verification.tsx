import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError, useVerifyIdentity, type IdentityVerificationError } from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { Dialog } from '@pendana/design-system/components/dialog';
import { errorMessageFor } from '../../../lib/error-message';
import { ekycFlowMessages, identityMessages } from '../messages';
import { storedImageAsDataUrl } from '../utils/stored-image';
import { toIdentityVerificationPayload } from '../utils/to-identity-verification-payload';
import { stepStyles } from '../../../capabilities/wizard';

export interface IdentityInput {
  nik: string;
  nama: string;
  tanggal_lahir: string;
  phone: string;
  /** In-memory photos of this tab, else the URLs saved with the personal data. */
  selfie: string | null;
  ktp: string | null;
  savedSelfieUrl?: string | null | undefined;
  savedKtpUrl?: string | null | undefined;
}

export type IdentityAnswer = 'verified' | 'already-verified' | 'failed';

/** The failure dialog content (spec §8): the server message, or its list of details. */
export function failureOf(error: unknown): { message?: string; details: string[] } | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const body = error.raw as Partial<IdentityVerificationError> | undefined;
  const details = Array.isArray(body?.errorDetailsVerification)
    ? body.errorDetailsVerification.filter((item): item is string => typeof item === 'string')
    : [];
  return { message: typeof body?.message === 'string' ? body.message : error.message, details };
}

const photo = async (
  inMemory: string | null,
  savedUrl: string | null | undefined,
  queryClient: QueryClient,
) => {
  if (inMemory) return inMemory;
  if (!savedUrl) throw new Error('no photo');
  return storedImageAsDataUrl(savedUrl, queryClient);
};

/**
 * Identity verification (`user-verification`, spec §3, §8): nik, name, dob, phone, selfie and ktp.
 * A mismatch opens the 'Gagal' dialog with the server message or its list of details.
 */
export function useIdentityVerification() {
  const intl = useIntl();
  const verify = useVerifyIdentity();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<{ message?: string; details: string[] } | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [converting, setConverting] = useState(false);

  const run = async (input: IdentityInput): Promise<IdentityAnswer | null> => {
    setError(undefined);
    let selfie: string;
    let ktp: string;
    setConverting(true);
    try {
      [selfie, ktp] = await Promise.all([
        photo(input.selfie, input.savedSelfieUrl, queryClient),
        photo(input.ktp, input.savedKtpUrl, queryClient),
      ]);
    } catch {
      setError(intl.formatMessage(ekycFlowMessages.idImageConversionFailed));
      return null;
    } finally {
      setConverting(false);
    }
    const payload = toIdentityVerificationPayload({ ...input, selfie, ktp });
    if (!payload.ok) {
      setError(intl.formatMessage(payload.error));
      return null;
    }
    try {
      const answer = await verify.mutateAsync({ data: payload.payload });
      return answer.code === 201 ? 'already-verified' : 'verified';
    } catch (caught) {
      const found = failureOf(caught);
      if (found) {
        setFailure(found);
        return 'failed';
      }
      setError(errorMessageFor(caught, intl));
      return null;
    }
  };

  const dialog = (
    <Dialog
      open={failure !== null}
      onOpenChange={(open) => (open ? undefined : setFailure(null))}
      title={intl.formatMessage(ekycFlowMessages.verificationFailedTitle)}
      role="alertdialog"
      closeLabel={intl.formatMessage(identityMessages.close)}
      footer={
        <Button onClick={() => setFailure(null)}>
          {intl.formatMessage(identityMessages.close)}
        </Button>
      }
    >
      {failure && failure.details.length > 0 ? (
        <ul className={stepStyles.list}>
          {failure.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : (
        <p>{failure?.message}</p>
      )}
    </Dialog>
  );

  return { run, dialog, error, pending: converting || verify.isPending, failed: failure !== null };
}
