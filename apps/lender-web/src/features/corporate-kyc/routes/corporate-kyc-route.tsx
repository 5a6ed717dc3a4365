import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import {
  getGetCorporateKycProgressQueryOptions,
  useGetAllMasters,
  useGetCorporateCompanyData,
  useGetLenderInfo,
  useListCorporateAdministrators,
  useListCorporateContacts,
  useListCorporateShareholders,
  type CorporateSaveResponse,
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
import { profileSavedMessage } from '../../../i18n/common-messages';
import { readSession } from '../../../lib/session';
import { notifySuccess } from '../../../lib/toaster';
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
import { corporateWizard } from '../utils/corporate-wizard';
import { masterOptions } from '../../../lib/master-options';

const SECTION_OF_STEP: Record<CorporateStep, CorporateSection> = {
  1: 'company',
  2: 'administrators',
  3: 'shareholders',
  4: 'contacts',
};
const STEP_OF_SECTION = Object.fromEntries(
  Object.entries(SECTION_OF_STEP).map(([step, section]) => [section, Number(step)]),
) as Record<CorporateSection, CorporateStep>;
const isSection = (value: string | null): value is CorporateSection =>
  value !== null && value in STEP_OF_SECTION;

/**
 * The corporate KYC wizard (spec §2, §4): steps 1 company, 2 administrators, 3 shareholders,
 * 4 contacts, then the phone → OTP → success modals. The start step is derived from the server's
 * progress exactly as §4 lists it; the current step is kept in the URL (`?step=`) so a reload comes
 * back to it, and typed text is kept as drafts. `?edit=<section>` is the single-page edit mode: one
 * section, then straight to /dashboard after the save.
 */
export function CorporateKycRoute() {
  const intl = useIntl();
  const { params, goTo, stepIn } = useUrlStep<CorporateStep>();
  const dashboard = useDashboard();
  const phone = usePhoneToDashboard(messages.finaliseFailed);
  const userId = readSession()?.userId ?? 'anonymous';
  const editSection = params.get('edit');
  const editMode = isSection(editSection);
  const progressQuery = useQuery(getGetCorporateKycProgressQueryOptions());
  const lender = useGetLenderInfo();
  const masters = useGetAllMasters();
  // The company is not saved yet: the server answers 404, an empty form.
  const company = notFilledYet(useGetCorporateCompanyData());
  const people = {
    administrators: useListCorporateAdministrators(),
    shareholders: useListCorporateShareholders(),
    contacts: useListCorporateContacts(),
  };
  const queries = [progressQuery, lender, masters, company, ...Object.values(people)];
  const title = intl.formatMessage(editMode ? messages.editTitle : messages.title);
  const progress = progressQuery.data?.data;
  if (!progress || !masters.data || !lender.data || !wizardLoaded(queries)) {
    return <WizardLoad queries={queries} title={title} loadFailed={messages.loadFailed} />;
  }
  // Every section saved but the phone not verified yet (the account is still 'notfilled').
  const phonePending =
    allCorporateSectionsComplete(progress) && lender.data.data.user_status === 'notfilled';
  const start = corporateStartStep(progress);
  const max = Math.min(
    Math.max(progress.step_order, start),
    CORPORATE_STEP.CONTACTS,
  ) as CorporateStep;
  const step = editMode
    ? STEP_OF_SECTION[editSection]
    : stepIn({ min: CORPORATE_STEP.COMPANY, max, fallback: start });
  const section = SECTION_OF_STEP[step];
  if (editMode && section !== 'company' && progress.corporation !== 'complete') {
    return <Navigate to={`${dashboard.path}/corporate-kyc`} replace />;
  }
  const options = masterOptions(masters.data);
  const onSaved = (saved: CorporateSection) => (answer: CorporateSaveResponse) => {
    const next = corporateAfterSave(saved, answer.progress, { editMode });
    if (next.kind === 'step') goTo(next.step);
    else if (next.kind === 'phone-modal') phone.setOpen(true);
    else {
      // A single-page edit of the profile says so (spec §8) on its way to the dashboard.
      if (editMode) notifySuccess(intl.formatMessage(profileSavedMessage));
      dashboard.go();
    }
  };
  const back = step > CORPORATE_STEP.COMPANY ? () => goTo((step - 1) as CorporateStep) : undefined;
  return (
    <WizardPage wizard={corporateWizard} title={title} current={step - 1} showSteps={!editMode}>
      {section === 'company' ? (
        <CompanyStep
          key="company"
          userId={userId}
          saved={company.data?.data}
          options={options}
          editMode={editMode}
          onSaved={onSaved('company')}
        />
      ) : (
        <PeopleStep
          key={section}
          section={section}
          userId={userId}
          saved={people[section].data?.data ?? []}
          options={options}
          editMode={editMode}
          onSaved={onSaved(section)}
          onBack={editMode ? undefined : back}
        />
      )}
      <WizardPhone wizard={corporateWizard} step={phone} offer={phonePending && !editMode} />
    </WizardPage>
  );
}
