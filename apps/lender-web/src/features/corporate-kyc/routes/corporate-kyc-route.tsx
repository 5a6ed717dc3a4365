import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  getGetCorporateCompanyDataQueryKey,
  getGetCorporateKycProgressQueryKey,
  getGetCorporateKycProgressQueryOptions,
  getGetLenderInfoQueryKey,
  getListCorporateAdministratorsQueryKey,
  getListCorporateContactsQueryKey,
  getListCorporateShareholdersQueryKey,
  isApiError,
  useGetAllMasters,
  useGetCorporateCompanyData,
  useGetLenderInfo,
  useListCorporateAdministrators,
  useListCorporateContacts,
  useListCorporateShareholders,
  type CorporateSaveResponse,
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
import { CompanyStep } from '../components/company-step';
import { PeopleStep } from '../components/people-step';
import { corporateWizardMessages as messages } from '../messages';
import {
  allCorporateSectionsComplete,
  CORPORATE_STEP,
  corporateAfterSave,
  corporateStartStep,
  type CorporateSection,
  type CorporateStep,
} from '../utils/corporate-steps';
import { masterOptions } from '../../../lib/master-options';
import { MountOnFirstOpen } from '../../../lib/mount-on-first-open';
import { awaitingFirstAnswer } from '../../../lib/query-state';
import { StepHeading } from '../../../lib/step-heading';
import { DocumentTitle } from '../../../lib/document-title';

// The phone → OTP → success modals (dialog, pin input) load when they first open, not with the wizard.
const CorporatePhoneFlow = lazy(() =>
  import('../components/phone-flow').then((m) => ({ default: m.CorporatePhoneFlow })),
);

const styles = {
  page: css({ display: 'grid', gap: '5', maxW: '56rem', minW: '0' }),
  title: css({ textStyle: 'h1' }),
  stepTitle: css({ textStyle: 'h2' }),
  centered: css({ display: 'grid', placeItems: 'center', minH: '30dvh' }),
};

const SECTION_OF_STEP: Record<CorporateStep, CorporateSection> = {
  1: 'company',
  2: 'administrators',
  3: 'shareholders',
  4: 'contacts',
};
const SECTIONS = Object.values(SECTION_OF_STEP);
const isSection = (value: string | null): value is CorporateSection =>
  value !== null && (SECTIONS as string[]).includes(value);

/** The step in the URL (`?step=1..4`), never beyond the next section the server waits for. */
function stepFromUrl(raw: string | null, start: CorporateStep, max: CorporateStep): CorporateStep {
  if (raw === null) return start;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < CORPORATE_STEP.COMPANY) return start;
  return (value > max ? max : value) as CorporateStep;
}

/**
 * The corporate KYC wizard (spec §2, §4): steps 1 company, 2 administrators, 3 shareholders,
 * 4 contacts, then the phone → OTP → success modals. The start step is derived from the server's
 * progress exactly as §4 lists it; the current step is kept in the URL (`?step=`) so a reload comes
 * back to it, and typed text is kept as drafts. `?edit=<section>` is the single-page edit mode: one
 * section, then straight to /dashboard after the save.
 */
export function CorporateKycRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const locale = localeFromPath(useLocation().pathname);
  const [params, setParams] = useSearchParams();
  const [phoneRequested, setPhoneRequested] = useState(false);
  const [finishError, setFinishError] = useState<string | undefined>();
  const userId = readSession()?.userId ?? 'anonymous';
  const editSection = params.get('edit');
  const editMode = isSection(editSection);

  const progressQuery = useQuery(getGetCorporateKycProgressQueryOptions());
  const lender = useGetLenderInfo();
  const masters = useGetAllMasters();
  const company = useGetCorporateCompanyData();
  const admins = useListCorporateAdministrators();
  const shareholders = useListCorporateShareholders();
  const contacts = useListCorporateContacts();
  const queries = [progressQuery, lender, masters, company, admins, shareholders, contacts];
  // The company is not saved yet: the server answers 404, which is an empty form, not a failure.
  const failed = queries.find(
    (query) =>
      query.isError &&
      !(query === company && isApiError(query.error) && query.error.status === 404),
  );

  const title = intl.formatMessage(editMode ? messages.editTitle : messages.title);
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
  const progress = progressQuery.data?.data;
  if (!progress || !masters.data || !lender.data || queries.some(awaitingFirstAnswer)) {
    return (
      <div className={styles.centered}>
        <Spinner size="lg" label={intl.formatMessage(commonMessages.loading)} />
      </div>
    );
  }

  const allComplete = allCorporateSectionsComplete(progress);
  // Every section saved but the phone not verified yet (the account is still 'notfilled').
  const phonePending = allComplete && lender.data.data.user_status === 'notfilled';
  const phoneOpen = phoneRequested;
  const start = corporateStartStep(progress);
  const max = Math.min(
    Math.max(progress.step_order, start),
    CORPORATE_STEP.CONTACTS,
  ) as CorporateStep;
  const step: CorporateStep = editMode
    ? (Number(
        Object.keys(SECTION_OF_STEP).find(
          (key) => SECTION_OF_STEP[Number(key) as CorporateStep] === editSection,
        ),
      ) as CorporateStep)
    : stepFromUrl(params.get('step'), start, max);
  const section = SECTION_OF_STEP[step];
  if (editMode && section !== 'company' && progress.corporation !== 'complete') {
    return <Navigate to={localizePath('/dashboard/corporate-kyc', locale)} replace />;
  }

  const labels = [
    messages.stepCompany,
    messages.stepAdministrators,
    messages.stepShareholders,
    messages.stepContacts,
  ].map((descriptor) => intl.formatMessage(descriptor));
  const options = masterOptions(masters.data);
  const goTo = (next: CorporateStep) => setParams({ step: String(next) });
  const toDashboard = () => void navigate(localizePath('/dashboard', locale), { replace: true });

  const onSaved = async (saved: CorporateSection, answer: CorporateSaveResponse) => {
    await Promise.all(
      [
        getGetCorporateKycProgressQueryKey(),
        getGetCorporateCompanyDataQueryKey(),
        getListCorporateAdministratorsQueryKey(),
        getListCorporateShareholdersQueryKey(),
        getListCorporateContactsQueryKey(),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
    const next = corporateAfterSave(saved, answer.progress, { editMode });
    if (next.kind === 'step') goTo(next.step);
    else if (next.kind === 'phone-modal') setPhoneRequested(true);
    else toDashboard();
  };

  const finish = async () => {
    setFinishError(undefined);
    try {
      await queryClient.invalidateQueries({ queryKey: getGetLenderInfoQueryKey() });
      await queryClient.fetchQuery({ queryKey: getGetLenderInfoQueryKey() });
      toDashboard();
    } catch {
      setFinishError(intl.formatMessage(messages.finaliseFailed));
    }
  };

  const back = step > CORPORATE_STEP.COMPANY ? () => goTo((step - 1) as CorporateStep) : undefined;
  const people = { administrators: admins, shareholders, contacts } as const;

  return (
    <div className={styles.page}>
      <DocumentTitle title={labels[step - 1]} />
      <h1 className={styles.title}>{title}</h1>
      {editMode ? null : (
        <Steps
          steps={labels.map((label, index) => ({ id: String(index + 1), label }))}
          current={step - 1}
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
      )}
      <StepHeading id="corporate-step-title" step={step} className={styles.stepTitle}>
        {labels[step - 1]}
      </StepHeading>
      {section === 'company' ? (
        <CompanyStep
          key="company"
          userId={userId}
          saved={company.data?.data}
          options={options}
          editMode={editMode}
          onSaved={(answer) => void onSaved('company', answer)}
        />
      ) : (
        <PeopleStep
          key={section}
          section={section}
          userId={userId}
          saved={people[section].data?.data ?? []}
          options={options}
          editMode={editMode}
          onSaved={(answer) => void onSaved(section, answer)}
          onBack={editMode ? undefined : back}
        />
      )}
      {phonePending && !phoneOpen && !editMode ? (
        <Button onClick={() => setPhoneRequested(true)}>
          <FormattedMessage {...messages.verifyPhone} />
        </Button>
      ) : null}
      <MountOnFirstOpen open={phoneOpen}>
        <CorporatePhoneFlow
          open={phoneOpen}
          onClose={() => setPhoneRequested(false)}
          onFinished={() => void finish()}
          finishError={finishError}
        />
      </MountOnFirstOpen>
    </div>
  );
}
