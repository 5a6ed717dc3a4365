import { useQuery } from '@tanstack/react-query';
import { lazy, useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  getGetEkycStatusQueryOptions,
  useGetAllMasters,
  useGetEkycEducation,
  useGetEkycHeir,
  useGetEkycPersonalData,
  useRequestEkycReverification,
} from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { Spinner } from '@pendana/design-system/components/spinner';
import { Steps } from '@pendana/design-system/components/steps';
import { TextField } from '@pendana/design-system/components/text-field';
import { css } from '@pendana/design-system/styled-system/css';
import { commonMessages } from '../../../i18n/common-messages';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { errorMessageFor } from '../../../lib/error-message';
import { isApiError } from '@pendana/api-sdk';
import { readSession } from '../../../lib/session';
import { type StoredLiveness, LIVENESS_ENABLED } from '../../../capabilities/liveness';
import { EducationStep } from '../components/education-step';
import type { IdentityPhotoValues, PhotoKey } from '../components/identity-photos';
import { useIdentityVerification } from '../components/identity-verification';
import { HeirStep } from '../components/heir-step';
import { PersonalDataStep } from '../components/personal-data-step';
import { ekycFlowMessages, identityMessages, wizardMessages } from '../messages';
import { loadLiveness, saveLiveness } from '../utils/drafts';
import {
  allSectionsComplete,
  EKYC_STEP,
  ekycPathOf,
  resolveEkycStart,
  type EkycAfterSave,
  type EkycStep,
} from '../utils/ekyc-steps';
import { masterOptions } from '../../../lib/master-options';
import { MountOnFirstOpen } from '../../../lib/mount-on-first-open';
import { awaitingFirstAnswer } from '../../../lib/query-state';
import { StepHeading } from '../../../lib/step-heading';

const styles = {
  page: css({ display: 'grid', gap: '5', maxW: '56rem' }),
  title: css({ textStyle: 'h1' }),
  stepTitle: css({ textStyle: 'h2' }),
  centered: css({ display: 'grid', placeItems: 'center', minH: '30dvh' }),
  panel: css({ display: 'grid', gap: '3', justifyItems: 'start' }),
};

// The phone → OTP → success modals (dialog, pin input) load when they first open, not with the wizard.
const PhoneFlow = lazy(() =>
  import('../components/phone-flow').then((m) => ({ default: m.PhoneFlow })),
);

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** The step in the URL (`?step=`), never beyond the server's progress. */
function stepFromUrl(raw: string | null, max: EkycStep): EkycStep {
  const value = raw === null ? max : Number(raw);
  if (!Number.isInteger(value) || value < 0) return max;
  return (value > max ? max : value) as EkycStep;
}

/**
 * The individual eKYC wizard (spec §2, §4): steps 0 personal data, 1 education/work/bank, 2 heir;
 * then the phone → OTP → success modals. The start step comes from the server's progress; the
 * current step is kept in the URL so a reload comes back to it, and typed text is kept as drafts.
 */
export function EkycWizardRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = localeFromPath(useLocation().pathname);
  const [params, setParams] = useSearchParams();
  const [phoneRequested, setPhoneRequested] = useState(false);
  const [phoneDismissed, setPhoneDismissed] = useState(false);
  const [finishError, setFinishError] = useState<string | undefined>();
  const [finishing, setFinishing] = useState(false);
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
  const [verifiedPhone, setVerifiedPhone] = useState('');
  const identity = useIdentityVerification();
  const reverify = useRequestEkycReverification();

  const status = useQuery(getGetEkycStatusQueryOptions());
  const masters = useGetAllMasters();
  // A 404 the route loader's prefetch got (section not filled yet) is the answer: not asked again.
  const personal = useGetEkycPersonalData({ query: { retryOnMount: false } });
  const education = useGetEkycEducation({ query: { retryOnMount: false } });
  const heir = useGetEkycHeir({ query: { retryOnMount: false } });
  // A section not filled yet answers 404: that is an empty form, not a failure.
  const sections = [personal, education, heir];
  const queries = [status, masters, ...sections];
  const realFailure = (query: (typeof queries)[number]) =>
    query.isError &&
    !(sections.includes(query as (typeof sections)[number]) && isNotFound(query.error));
  const progress = status.data?.data;
  // Sections complete but the phone not verified yet: the phone modal is what is left.
  const phonePending = progress ? allSectionsComplete(progress) && !progress.phone_verified : false;

  // Opened after the heir save, or by itself when only the phone verification is left.
  const phoneOpen = phoneRequested || (phonePending && !phoneDismissed);
  const setPhoneOpen = (open: boolean) => {
    setPhoneRequested(open);
    if (!open) setPhoneDismissed(true);
  };

  const title = intl.formatMessage(wizardMessages.title);
  const failed = queries.find(realFailure);
  if (failed) {
    return (
      <div className={styles.page}>
        <title>{title}</title>
        <h1 className={styles.title}>{title}</h1>
        <Alert
          status="danger"
          title={intl.formatMessage(wizardMessages.loadFailed)}
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
  if (!progress || !masters.data || queries.some(awaitingFirstAnswer)) {
    return (
      <div className={styles.centered}>
        <Spinner size="lg" label={intl.formatMessage(commonMessages.loading)} />
      </div>
    );
  }

  // Passport holders take the passport path, KTP holders the liveness path (when a liveness provider
  // is configured); both wait for status_ekyc 1 (spec §4).
  const path = ekycPathOf(Boolean(progress.is_passport), LIVENESS_ENABLED);
  const start = resolveEkycStart(progress, path);
  const awaitingCheck =
    allSectionsComplete(progress) && progress.phone_verified && progress.status_ekyc !== 1;
  const identityPending = awaitingCheck && path === 'liveness' && progress.status_ekyc === 0;
  const identityFailed = awaitingCheck && path === 'liveness' && progress.status_ekyc === 2;
  const passportPending = awaitingCheck && path === 'passport';
  if (start.kind === 'dashboard' && !phonePending && !phoneOpen) {
    return <Navigate to={localizePath('/dashboard', locale)} replace />;
  }
  const maxStep = start.kind === 'step' ? start.step : EKYC_STEP.HEIR;
  const step = stepFromUrl(params.get('step'), maxStep);
  const goTo = (next: EkycStep) => setParams({ step: String(next) });
  const onSaved = (next: EkycAfterSave) =>
    next.kind === 'step' ? goTo(next.step) : setPhoneOpen(true);

  const labels = [
    wizardMessages.stepPersonal,
    wizardMessages.stepEducation,
    wizardMessages.stepHeir,
  ].map((m) => intl.formatMessage(m));
  const options = masterOptions(masters.data);

  const toDashboard = () => void navigate(localizePath('/dashboard', locale), { replace: true });

  /** The identity check of the liveness path (spec §3, §8); code 201 closes the success modal. */
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
    if (answer === 'verified') toDashboard();
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
      const latestPath = ekycPathOf(Boolean(latest.is_passport), LIVENESS_ENABLED);
      if (resolveEkycStart(latest, latestPath).kind === 'dashboard') {
        toDashboard();
      } else if (allSectionsComplete(latest) && latestPath === 'passport') {
        // Passports are checked by people, not by the registry: the wizard waits (notice below).
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

  return (
    <div className={styles.page}>
      <title>{labels[step]}</title>
      <h1 className={styles.title}>{title}</h1>
      {passportPending ? (
        <Alert
          status="info"
          actions={
            <Button variant="outline" size="sm" onClick={toDashboard}>
              {intl.formatMessage(identityMessages.toDashboard)}
            </Button>
          }
        >
          {intl.formatMessage(identityMessages.passportPending)}
        </Alert>
      ) : null}
      {identityPending && !phoneOpen ? (
        <section className={styles.panel} aria-labelledby="ekyc-identity-title">
          <h2 id="ekyc-identity-title" className={styles.stepTitle}>
            {intl.formatMessage(identityMessages.heading)}
          </h2>
          <p>{intl.formatMessage(identityMessages.intro)}</p>
          <TextField
            label={intl.formatMessage(identityMessages.phoneLabel)}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={verifiedPhone}
            onChange={(event) => setVerifiedPhone(event.target.value)}
            required
          />
          {identity.error ? <Alert status="danger">{identity.error}</Alert> : null}
          <Button
            onClick={() => void checkIdentity(verifiedPhone)}
            loading={identity.pending}
            loadingLabel={intl.formatMessage(identityMessages.verifying)}
          >
            {intl.formatMessage(identityMessages.verify)}
          </Button>
        </section>
      ) : null}
      {identityFailed ? (
        <Alert
          status="danger"
          title={intl.formatMessage(ekycFlowMessages.verificationFailedTitle)}
          actions={
            <Button
              variant="outline"
              size="sm"
              loading={reverify.isPending}
              onClick={() =>
                reverify.mutate(undefined, {
                  onSuccess: async () => {
                    setLiveness(null);
                    await status.refetch();
                    goTo(EKYC_STEP.PERSONAL);
                  },
                })
              }
            >
              {intl.formatMessage(identityMessages.reverify)}
            </Button>
          }
        >
          {[
            intl.formatMessage(identityMessages.failedIntro),
            reverify.isError ? errorMessageFor(reverify.error, intl) : '',
          ].join(' ')}
        </Alert>
      ) : null}
      <Steps
        steps={labels.map((label, index) => ({ id: String(index), label }))}
        current={step}
        label={intl.formatMessage(wizardMessages.stepsLabel)}
        completedText={intl.formatMessage(wizardMessages.completed)}
        summary={({ current, total, label }) =>
          intl.formatMessage(wizardMessages.stepSummary, {
            current: String(current),
            total: String(total),
            label,
          })
        }
      />
      <StepHeading id="ekyc-step-title" step={step} className={styles.stepTitle}>
        {labels[step]}
      </StepHeading>
      {step === EKYC_STEP.PERSONAL ? (
        <PersonalDataStep
          userId={userId}
          saved={personal.data?.data}
          options={options}
          onSaved={onSaved}
          photos={photos}
          onPhoto={onPhoto}
          usesLiveness={LIVENESS_ENABLED}
          liveness={liveness}
          onLiveness={setLiveness}
        />
      ) : null}
      {step === EKYC_STEP.EDUCATION ? (
        <EducationStep
          userId={userId}
          saved={education.data?.data}
          options={options}
          onSaved={onSaved}
          onBack={() => goTo(EKYC_STEP.PERSONAL)}
        />
      ) : null}
      {step === EKYC_STEP.HEIR ? (
        <HeirStep
          userId={userId}
          saved={heir.data?.data}
          options={options}
          onSaved={onSaved}
          onBack={() => goTo(EKYC_STEP.EDUCATION)}
        />
      ) : null}
      {phonePending && !phoneOpen ? (
        <Button onClick={() => setPhoneOpen(true)}>
          <FormattedMessage {...wizardMessages.verifyPhone} />
        </Button>
      ) : null}
      <MountOnFirstOpen open={phoneOpen}>
        <PhoneFlow
          open={phoneOpen}
          onClose={() => setPhoneOpen(false)}
          onFinished={(phone) => void finish(phone)}
          finishing={finishing || identity.pending}
          finishError={finishError ?? identity.error}
        />
      </MountOnFirstOpen>
      {identity.dialog}
    </div>
  );
}
