import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import {
  getGetEkycStatusQueryOptions,
  useGetAllMasters,
  useGetAppSettings,
  useGetEkycEducation,
  useGetEkycHeir,
  useGetEkycPersonalData,
} from '@pendana/api-sdk';
import {
  EducationHeirSteps,
  notFilledYet,
  useDashboard,
  useUrlStep,
  WizardLoad,
  wizardLoaded,
  WizardPage,
  WizardPhone,
} from '../../../capabilities/wizard';
import { masterOptions } from '../../../lib/master-options';
import { readSession } from '../../../lib/session';
import { livenessChoiceOf, type StoredLiveness } from '../../../capabilities/liveness';
import { IdentityNotices } from '../components/identity-notices';
import type { IdentityPhotoValues, PhotoKey } from '../components/identity-photos';
import { PersonalDataStep } from '../components/personal-data-step';
import { wizardMessages } from '../messages';
import { loadLiveness, saveLiveness } from '../utils/drafts';
import {
  afterSave,
  allSectionsComplete,
  EKYC_STEP,
  ekycPathOf,
  resolveEkycStart,
  type EkycAfterSave,
  type EkycStep,
} from '../utils/ekyc-steps';
import { ekycSections, ekycWizard } from '../utils/ekyc-wizard';
import { useEkycFinish } from './use-ekyc-finish';

/**
 * The individual eKYC wizard (spec §2, §4): steps 0 personal data, 1 education/work/bank, 2 heir;
 * then the phone → OTP → success modals. The start step comes from the server's progress; the
 * current step is kept in the URL so a reload comes back to it, and typed text is kept as drafts.
 */
export function EkycWizardRoute() {
  const intl = useIntl();
  const { goTo, stepIn } = useUrlStep<EkycStep>();
  const dashboard = useDashboard();
  const userId = readSession()?.userId ?? 'anonymous';
  // Identity photos stay in memory (this tab) until the identity check; never in storage.
  const [photos, setPhotos] = useState<IdentityPhotoValues>({
    foto_ktp: null,
    profile_ktp: null,
    profile: null,
  });
  const onPhoto = useCallback(
    (key: PhotoKey, value: string | null) => setPhotos((current) => ({ ...current, [key]: value })),
    [],
  );
  // The liveness result (transaction id and pass flag, no photo) survives a reload of this tab.
  const [liveness, setLivenessState] = useState<StoredLiveness | null>(() => loadLiveness(userId));
  const setLiveness = (value: StoredLiveness | null) => {
    setLivenessState(value);
    saveLiveness(userId, value);
  };

  const status = useQuery(getGetEkycStatusQueryOptions());
  const masters = useGetAllMasters();
  // A 404 the route loader's prefetch got (section not filled yet) is the answer: not asked again.
  const personalQuery = useGetEkycPersonalData({
    query: { retryOnMount: false },
  });
  const personal = notFilledYet(personalQuery);
  const education = notFilledYet(useGetEkycEducation({ query: { retryOnMount: false } }));
  const heir = notFilledYet(useGetEkycHeir({ query: { retryOnMount: false } }));
  // The liveness provider is the server's setting, read at run time (no new build to switch it).
  const settings = useGetAppSettings();
  const livenessChoice = livenessChoiceOf(settings.data?.data.liveness_provider);
  const queries = [status, masters, personal, education, heir, settings];
  const progress = status.data?.data;
  // Sections complete but the phone not verified yet: the phone modal is what is left.
  const phonePending = progress ? allSectionsComplete(progress) && !progress.phone_verified : false;
  const finish = useEkycFinish({
    status,
    personal: personalQuery,
    photos,
    phonePending,
    usesLiveness: livenessChoice.enabled,
  });
  const { phone } = finish;

  const title = intl.formatMessage(wizardMessages.title);
  if (!progress || !masters.data || !settings.data || !wizardLoaded(queries)) {
    return <WizardLoad queries={queries} title={title} loadFailed={wizardMessages.loadFailed} />;
  }

  // Passport holders take the passport path, KTP holders the liveness path (when a liveness provider
  // is configured); both wait for status_ekyc 1 (spec §4).
  const path = ekycPathOf(Boolean(progress.is_passport), livenessChoice.enabled);
  const start = resolveEkycStart(progress, path);
  const awaitingCheck =
    allSectionsComplete(progress) && progress.phone_verified && progress.status_ekyc !== 1;
  if (start.kind === 'dashboard' && !phonePending && !phone.open) {
    return <Navigate to={dashboard.path} replace />;
  }
  const maxStep = start.kind === 'step' ? start.step : EKYC_STEP.HEIR;
  const step = stepIn({
    min: EKYC_STEP.PERSONAL,
    max: maxStep,
    fallback: maxStep,
  });
  const onSaved = (next: EkycAfterSave) =>
    next.kind === 'step' ? goTo(next.step) : phone.setOpen(true);
  const options = masterOptions(masters.data);

  return (
    <WizardPage
      wizard={ekycWizard}
      title={title}
      current={step}
      notices={
        <IdentityNotices
          passportPending={awaitingCheck && path === 'passport'}
          identityPending={
            awaitingCheck && path === 'liveness' && progress.status_ekyc === 0 && !phone.open
          }
          identityFailed={awaitingCheck && path === 'liveness' && progress.status_ekyc === 2}
          finish={finish}
          onReverified={async () => {
            setLiveness(null);
            await status.refetch();
            goTo(EKYC_STEP.PERSONAL);
          }}
        />
      }
    >
      {step === EKYC_STEP.PERSONAL ? (
        <PersonalDataStep
          userId={userId}
          saved={personal.data?.data}
          options={options}
          onSaved={onSaved}
          photos={photos}
          onPhoto={onPhoto}
          usesLiveness={livenessChoice.enabled}
          livenessProvider={livenessChoice.provider}
          liveness={liveness}
          onLiveness={setLiveness}
        />
      ) : (
        <EducationHeirSteps
          step={step}
          wizard={ekycWizard}
          sections={ekycSections}
          userId={userId}
          options={options}
          saved={{ education: education.data?.data, heir: heir.data?.data }}
          goTo={goTo}
          onHeirSaved={() => onSaved(afterSave('heir'))}
        />
      )}
      <WizardPhone wizard={ekycWizard} step={phone} offer={phonePending} />
      {finish.identity.dialog}
    </WizardPage>
  );
}
