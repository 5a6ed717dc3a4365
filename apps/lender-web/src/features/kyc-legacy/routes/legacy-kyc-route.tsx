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
import { EducationStep } from '../components/education-step';
import { HeirStep } from '../components/heir-step';
import { PersonalStep } from '../components/personal-step';
import { PhotosNotice, usePhotosUpload } from '../components/photos-notice';
import { legacyWizardMessages as messages } from '../messages';
import { LEGACY_STEP, nextLegacyStep, type LegacyStep } from '../utils/legacy-steps';
import { legacyPhone, legacyWizard } from '../utils/legacy-wizard';

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
  const labels = [messages.stepPersonal, messages.stepEducation, messages.stepHeir].map((m) =>
    intl.formatMessage(m),
  );
  const common = { userId, options: masterOptions(masters.data) };
  return (
    <WizardPage
      title={title}
      labels={labels}
      current={step}
      headingId={legacyWizard.headingId}
      messages={messages}
    >
      <PhotosNotice upload={photos} />
      {step === LEGACY_STEP.PERSONAL ? (
        <PersonalStep
          {...common}
          saved={personal.data?.data}
          onSaved={(chosen) => {
            goTo(
              nextLegacyStep(LEGACY_STEP.PERSONAL, {
                type: 'firstSubmitSucceeded',
              }),
            );
            photos.send(chosen);
          }}
        />
      ) : null}
      {step === LEGACY_STEP.SECOND_FORM ? (
        <EducationStep
          {...common}
          saved={education.data?.data}
          onSaved={() =>
            goTo(
              nextLegacyStep(LEGACY_STEP.SECOND_FORM, {
                type: 'secondSubmitSucceeded',
              }),
            )
          }
          onBack={() => goTo(LEGACY_STEP.PERSONAL)}
        />
      ) : null}
      {step === LEGACY_STEP.DONE ? (
        <HeirStep
          {...common}
          saved={heir.data?.data}
          onSaved={() => phone.setOpen(true)}
          onBack={() => goTo(LEGACY_STEP.SECOND_FORM)}
        />
      ) : null}
      <WizardPhone
        flow={legacyPhone}
        step={phone}
        offer={phonePending}
        offerLabel={messages.verifyPhone}
      />
    </WizardPage>
  );
}
