import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import {
  useGetAllMasters,
  useGetLegacyKycEducation,
  useGetLegacyKycHeir,
  useGetLegacyKycPersonalData,
  useGetLegacyKycStatus,
} from '@pendana/api-sdk';
import {
  EducationHeirSteps,
  notFilledYet,
  useDashboard,
  usePhoneToDashboard,
  useUrlStep,
  WizardLoad,
  wizardLoaded,
  WizardPage,
  WizardPhone,
} from '../../../capabilities/wizard';
import { masterOptions } from '../../../lib/master-options';
import { readSession } from '../../../lib/session';
import { PersonalStep } from '../components/personal-step';
import { PhotosNotice, usePhotosUpload } from '../components/photos-notice';
import { legacyWizardMessages as messages } from '../messages';
import { LEGACY_STEP, nextLegacyStep, type LegacyStep } from '../utils/legacy-steps';
import { legacySections, legacyWizard } from '../utils/legacy-wizard';

/**
 * The older individual KYC flow (spec §4, §7): step 0 personal data (first multipart form; the photos
 * are posted separately after it), step 1 after a successful first submit (education, work and
 * bank: second multipart form), step 2 after a successful second form (heir), then the phone OTP.
 * The step is kept in the URL (`?step=`), never beyond the server's progress (step_order − 1).
 */
export function LegacyKycRoute() {
  const intl = useIntl();
  const { goTo, stepIn } = useUrlStep<LegacyStep>();
  const dashboard = useDashboard();
  const phone = usePhoneToDashboard(messages.finaliseFailed);
  const photos = usePhotosUpload();
  const userId = readSession()?.userId ?? 'anonymous';
  const status = useGetLegacyKycStatus();
  const masters = useGetAllMasters();
  // A section not filled yet answers 404: an empty form.
  const personal = notFilledYet(useGetLegacyKycPersonalData());
  const education = notFilledYet(useGetLegacyKycEducation());
  const heir = notFilledYet(useGetLegacyKycHeir());
  const queries = [status, masters, personal, education, heir];
  const title = intl.formatMessage(messages.title);
  const progress = status.data?.data;
  if (!progress || !masters.data || !wizardLoaded(queries)) {
    return <WizardLoad queries={queries} title={title} loadFailed={messages.loadFailed} />;
  }
  const allComplete =
    progress.profile === 'complete' &&
    progress.education === 'complete' &&
    progress.inheritance === 'complete';
  const phonePending = allComplete && progress.user_status === 'notfilled';
  if (allComplete && !phonePending && !phone.open) {
    return <Navigate to={dashboard.path} replace />;
  }
  const max = Math.min(Math.max(progress.step_order - 1, 0), LEGACY_STEP.DONE) as LegacyStep;
  const step = stepIn({ min: LEGACY_STEP.PERSONAL, max, fallback: max });
  const options = masterOptions(masters.data);
  return (
    <WizardPage wizard={legacyWizard} title={title} current={step}>
      <PhotosNotice upload={photos} />
      {step === LEGACY_STEP.PERSONAL ? (
        <PersonalStep
          userId={userId}
          saved={personal.data?.data}
          options={options}
          onSaved={(chosen) => {
            goTo(nextLegacyStep(LEGACY_STEP.PERSONAL, { type: 'firstSubmitSucceeded' }));
            photos.send(chosen);
          }}
        />
      ) : (
        <EducationHeirSteps
          step={step}
          wizard={legacyWizard}
          sections={legacySections}
          userId={userId}
          options={options}
          saved={{ education: education.data?.data, heir: heir.data?.data }}
          goTo={goTo}
          onHeirSaved={() => phone.setOpen(true)}
        />
      )}
      <WizardPhone wizard={legacyWizard} step={phone} offer={phonePending} />
    </WizardPage>
  );
}
