import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  useRequestEkycReverification,
  type EkycPersonalData,
  type EkycStatus,
} from '@pendana/api-sdk';
import { useDashboard, type PhoneStep } from '../../../capabilities/wizard';
import { useIdentityVerification } from '../components/identity-verification';
import type { IdentityPhotoValues } from '../components/identity-photos';
import { ekycFlowMessages } from '../messages';
import { allSectionsComplete, ekycPathOf, resolveEkycStart } from '../utils/ekyc-steps';

type Refetchable<T> = {
  data?: { data: T } | undefined;
  refetch: (options?: { throwOnError?: boolean }) => Promise<{ data?: { data: T } | undefined }>;
};

export interface EkycFinishInput {
  status: Refetchable<EkycStatus>;
  personal: Refetchable<EkycPersonalData>;
  photos: IdentityPhotoValues;
  /** The sections are complete but the phone is not verified: the modals open by themselves. */
  phonePending: boolean;
  /** KTP holders take the liveness path (the server's liveness setting is not `none`). */
  usesLiveness: boolean;
}

/**
 * The end of the eKYC after the phone is verified (spec §3, §4, §8): to the dashboard when the server
 * says done; passports wait for people to check them; the liveness path runs the identity check
 * (code 201 closes the success modal), which can also be asked again from the wizard. Owns whether
 * the phone modals are open.
 */
export function useEkycFinish({
  status,
  personal,
  photos,
  phonePending,
  usesLiveness,
}: EkycFinishInput) {
  const intl = useIntl();
  const dashboard = useDashboard();
  const identity = useIdentityVerification();
  const reverify = useRequestEkycReverification();
  const [finishError, setFinishError] = useState<string | undefined>();
  const [finishing, setFinishing] = useState(false);
  const [verifiedPhone, setVerifiedPhone] = useState('');
  const [phoneRequested, setPhoneRequested] = useState(false);
  const [phoneDismissed, setPhoneDismissed] = useState(false);
  // Opened after the heir save, or by itself when only the phone verification is left.
  const phoneOpen = phoneRequested || (phonePending && !phoneDismissed);
  const setPhoneOpen = (open: boolean) => {
    setPhoneRequested(open);
    if (!open) setPhoneDismissed(true);
  };

  /** The identity check of the liveness path; false when it could not run. */
  const checkIdentity = async (phone: string) => {
    const fresh = await personal.refetch();
    const data = fresh.data?.data ?? personal.data?.data;
    const answer = await identity.run({
      nik: data?.nik ?? '',
      nama: data?.nama ?? '',
      tanggal_lahir: data?.tanggal_lahir ?? '',
      phone,
      selfie: photos.profile,
      ktp: photos.foto_ktp,
      savedSelfieUrl: data?.profile,
      savedKtpUrl: data?.foto_ktp,
    });
    if (answer === 'already-verified' || answer === 'failed') setPhoneOpen(false);
    if (answer === null) return false;
    await status.refetch();
    if (answer === 'verified') dashboard.go();
    return true;
  };

  const finish = async (phone: string) => {
    setFinishError(undefined);
    setFinishing(true);
    if (phone) setVerifiedPhone(phone);
    try {
      const fresh = await status.refetch({ throwOnError: true });
      const latest = fresh.data?.data;
      if (!latest) throw new Error('no status');
      const latestPath = ekycPathOf(Boolean(latest.is_passport), usesLiveness);
      if (resolveEkycStart(latest, latestPath).kind === 'dashboard') {
        dashboard.go();
      } else if (allSectionsComplete(latest) && latestPath === 'passport') {
        // Passports are checked by people, not by the registry: the wizard waits (notice above).
        setPhoneOpen(false);
      } else if (allSectionsComplete(latest) && latestPath === 'liveness') {
        await checkIdentity(phone);
      } else {
        setFinishError(intl.formatMessage(ekycFlowMessages.finaliseFailed));
      }
    } catch {
      setFinishError(intl.formatMessage(ekycFlowMessages.finaliseFailed));
    } finally {
      setFinishing(false);
    }
  };

  const phone: PhoneStep = {
    open: phoneOpen,
    setOpen: setPhoneOpen,
    finish: (typed) => void finish(typed),
    finishing: finishing || identity.pending,
    finishError: finishError ?? identity.error,
  };
  return {
    phone,
    checkIdentity,
    identity,
    reverify,
    verifiedPhone,
    setVerifiedPhone,
    dashboard,
  };
}

export type EkycFinish = ReturnType<typeof useEkycFinish>;
