import { useQueryClient } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  getGetLegacyKycEducationQueryKey,
  getGetLegacyKycHeirQueryKey,
  getGetLegacyKycPersonalDataQueryKey,
  getGetLegacyKycStatusQueryKey,
  getGetLenderInfoQueryKey,
  isApiError,
  useGetAllMasters,
  useGetLegacyKycEducation,
  useGetLegacyKycHeir,
  useGetLegacyKycPersonalData,
  useGetLegacyKycStatus,
  useUploadLegacyKycPhotos,
} from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { Spinner } from '@pendana/design-system/components/spinner';
import { Steps } from '@pendana/design-system/components/steps';
import { css } from '@pendana/design-system/styled-system/css';
import { commonMessages } from '../../../i18n/common-messages';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { errorMessageFor } from '../../../lib/error-message';
import { readSession } from '../../../lib/session';
import { EducationStep } from '../components/education-step';
import { HeirStep } from '../components/heir-step';
import { PersonalStep } from '../components/personal-step';
import { legacyWizardMessages as messages } from '../messages';
import { LEGACY_STEP, nextLegacyStep, type LegacyStep } from '../utils/legacy-steps';
import { masterOptions } from '../../../lib/master-options';
import { MountOnFirstOpen } from '../../../lib/mount-on-first-open';
import { awaitingFirstAnswer } from '../../../lib/query-state';
import { StepHeading } from '../../../lib/step-heading';
import { toLegacyPhotosUpload, type LegacyPhotos } from '../utils/to-legacy-payloads';
import { DocumentTitle } from '../../../lib/document-title';

// The phone → OTP → success modals (dialog, pin input) load when they first open, not with the wizard.
const LegacyPhoneFlow = lazy(() =>
  import('../components/phone-flow').then((m) => ({ default: m.LegacyPhoneFlow })),
);

const styles = {
  page: css({ display: 'grid', gap: '5', maxW: '56rem', minW: '0' }),
  title: css({ textStyle: 'h1' }),
  stepTitle: css({ textStyle: 'h2' }),
  centered: css({ display: 'grid', placeItems: 'center', minH: '30dvh' }),
};

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * The older individual KYC flow (spec §4, §7): step 0 personal data (first multipart form; the photos
 * are posted separately after it), step 1 after a successful first submit (education, work and
 * bank: second multipart form), step 2 after a successful second form (heir), then the phone OTP.
 * The step is kept in the URL (`?step=`), never beyond the server's progress (step_order − 1).
 */
export function LegacyKycRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const locale = localeFromPath(useLocation().pathname);
  const [params, setParams] = useSearchParams();
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [finishError, setFinishError] = useState<string | undefined>();
  const [pendingPhotos, setPendingPhotos] = useState<LegacyPhotos | null>(null);
  const userId = readSession()?.userId ?? 'anonymous';

  const status = useGetLegacyKycStatus();
  const masters = useGetAllMasters();
  const personal = useGetLegacyKycPersonalData();
  const education = useGetLegacyKycEducation();
  const heir = useGetLegacyKycHeir();
  const photos = useUploadLegacyKycPhotos();
  const sections = [personal, education, heir];
  const queries = [status, masters, ...sections];
  const failed = queries.find(
    (query) =>
      query.isError &&
      !(sections.includes(query as (typeof sections)[number]) && isNotFound(query.error)),
  );
  const title = intl.formatMessage(messages.title);
  if (failed) {
    return (
      <div className={styles.page}>
        <DocumentTitle title={title} />
        <h1 className={styles.title}>{title}</h1>
        <Alert
          status="danger"
          title={intl.formatMessage(messages.loadFailed)}
          actions={
            <Button
              variant="outline"
              size="sm"
              onClick={() => queries.forEach((query) => void query.refetch())}
            >
              {intl.formatMessage(commonMessages.retry)}
            </Button>
          }
        >
          {errorMessageFor(failed.error, intl)}
        </Alert>
      </div>
    );
  }
  const progress = status.data?.data;
  if (!progress || !masters.data || queries.some(awaitingFirstAnswer)) {
    return (
      <div className={styles.centered}>
        <Spinner size="lg" label={intl.formatMessage(commonMessages.loading)} />
      </div>
    );
  }

  const allComplete =
    progress.profile === 'complete' &&
    progress.education === 'complete' &&
    progress.inheritance === 'complete';
  const phonePending = allComplete && progress.user_status === 'notfilled';
  if (allComplete && !phonePending && !phoneOpen) {
    return <Navigate to={localizePath('/dashboard', locale)} replace />;
  }
  const max = Math.min(Math.max(progress.step_order - 1, 0), LEGACY_STEP.DONE) as LegacyStep;
  const raw = params.get('step');
  const wanted = raw === null ? max : Number(raw);
  const step = (
    Number.isInteger(wanted) && wanted >= 0 && wanted <= max ? wanted : max
  ) as LegacyStep;
  const goTo = (next: LegacyStep) => setParams({ step: String(next) });
  const refresh = (...keys: (readonly unknown[])[]) =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const sendPhotos = (chosen: LegacyPhotos) => {
    const payload = toLegacyPhotosUpload(chosen);
    if (!payload) return;
    setPendingPhotos(chosen);
    photos.mutate(
      { data: payload },
      {
        onSuccess: () => setPendingPhotos(null),
        // Step 1 stays (spec §4: step 1 follows the first submit); the photos can be sent again.
      },
    );
  };
  const onPersonalSaved = async (chosen: LegacyPhotos) => {
    await refresh(getGetLegacyKycStatusQueryKey(), getGetLegacyKycPersonalDataQueryKey());
    goTo(nextLegacyStep(LEGACY_STEP.PERSONAL, { type: 'firstSubmitSucceeded' }));
    sendPhotos(chosen);
  };
  const onEducationSaved = async () => {
    await refresh(getGetLegacyKycStatusQueryKey(), getGetLegacyKycEducationQueryKey());
    goTo(nextLegacyStep(LEGACY_STEP.SECOND_FORM, { type: 'secondSubmitSucceeded' }));
  };
  const onHeirSaved = async () => {
    await refresh(getGetLegacyKycStatusQueryKey(), getGetLegacyKycHeirQueryKey());
    setPhoneOpen(true);
  };
  const finish = async () => {
    setFinishError(undefined);
    try {
      await queryClient.invalidateQueries({ queryKey: getGetLenderInfoQueryKey() });
      await queryClient.fetchQuery({ queryKey: getGetLenderInfoQueryKey() });
      void navigate(localizePath('/dashboard', locale), { replace: true });
    } catch {
      setFinishError(intl.formatMessage(messages.finaliseFailed));
    }
  };

  const labels = [messages.stepPersonal, messages.stepEducation, messages.stepHeir].map((m) =>
    intl.formatMessage(m),
  );
  const options = masterOptions(masters.data);

  return (
    <div className={styles.page}>
      <DocumentTitle title={labels[step]} />
      <h1 className={styles.title}>{title}</h1>
      <Steps
        steps={labels.map((label, index) => ({ id: String(index), label }))}
        current={step}
        label={intl.formatMessage(messages.stepsLabel)}
        completedText={intl.formatMessage(messages.completed)}
        summary={({ current, total, label }) =>
          intl.formatMessage(messages.stepSummary, {
            current: String(current),
            total: String(total),
            label,
          })
        }
      />
      <StepHeading id="legacy-step-title" step={step} className={styles.stepTitle}>
        {labels[step]}
      </StepHeading>
      {photos.isError && pendingPhotos ? (
        <Alert
          status="danger"
          title={intl.formatMessage(messages.photosFailed)}
          actions={
            <Button
              variant="outline"
              size="sm"
              loading={photos.isPending}
              loadingLabel={intl.formatMessage(messages.saving)}
              onClick={() => sendPhotos(pendingPhotos)}
            >
              {intl.formatMessage(messages.photosRetry)}
            </Button>
          }
        >
          {errorMessageFor(photos.error, intl)}
        </Alert>
      ) : null}
      {photos.isSuccess ? (
        <Alert status="success">{intl.formatMessage(messages.photosSent)}</Alert>
      ) : null}
      {step === LEGACY_STEP.PERSONAL ? (
        <PersonalStep
          userId={userId}
          saved={personal.data?.data}
          options={options}
          onSaved={(chosen) => void onPersonalSaved(chosen)}
        />
      ) : null}
      {step === LEGACY_STEP.SECOND_FORM ? (
        <EducationStep
          userId={userId}
          saved={education.data?.data}
          options={options}
          onSaved={() => void onEducationSaved()}
          onBack={() => goTo(LEGACY_STEP.PERSONAL)}
        />
      ) : null}
      {step === LEGACY_STEP.DONE ? (
        <HeirStep
          userId={userId}
          saved={heir.data?.data}
          options={options}
          onSaved={() => void onHeirSaved()}
          onBack={() => goTo(LEGACY_STEP.SECOND_FORM)}
        />
      ) : null}
      {phonePending && !phoneOpen ? (
        <Button onClick={() => setPhoneOpen(true)}>
          <FormattedMessage {...messages.verifyPhone} />
        </Button>
      ) : null}
      <MountOnFirstOpen open={phoneOpen}>
        <LegacyPhoneFlow
          open={phoneOpen}
          onClose={() => setPhoneOpen(false)}
          onFinished={() => void finish()}
          finishError={finishError}
        />
      </MountOnFirstOpen>
    </div>
  );
}
