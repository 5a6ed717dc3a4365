// The profile's single-page edits of the eKYC sections (spec §2: "Informasi Pekerjaan", "Informasi
// Ahli Waris", individuals only, behind the password confirmation): the saved
// section in its eKYC form, "Simpan" → 'Profile Berhasil di Ubah' → /dashboard (spec §4, §8).
import { useIntl } from 'react-intl';
import { useGetAllMasters, useGetEkycEducation, useGetEkycHeir } from '@pendana/api-sdk';
import {
  EducationSection,
  HeirSection,
  notFilledYet,
  useDashboard,
  WizardLoad,
  wizardLoaded,
  WizardPage,
} from '../../../capabilities/wizard';
import { profileSavedMessage } from '../../../i18n/common-messages';
import { masterOptions } from '../../../lib/master-options';
import { readSession } from '../../../lib/session';
import { notifySuccess } from '../../../lib/toaster';
import { profileEditMessages as messages } from '../messages';
import { EKYC_STEP } from '../utils/ekyc-steps';
import { ekycSections, ekycWizard } from '../utils/ekyc-wizard';

/** The save's end: spec §8 'Profile Berhasil di Ubah', then the dashboard. */
function useSavedToDashboard() {
  const intl = useIntl();
  const dashboard = useDashboard();
  return () => {
    notifySuccess(intl.formatMessage(profileSavedMessage));
    dashboard.go();
  };
}

/** `/dashboard/work-information`: education, work and bank. */
export function WorkInformationRoute() {
  const intl = useIntl();
  const masters = useGetAllMasters();
  const education = notFilledYet(useGetEkycEducation());
  const onSaved = useSavedToDashboard();
  const title = intl.formatMessage(messages.workTitle);
  const queries = [masters, education];
  if (!masters.data || !wizardLoaded(queries)) {
    return <WizardLoad queries={queries} title={title} loadFailed={messages.loadFailed} />;
  }
  return (
    <WizardPage wizard={ekycWizard} title={title} current={EKYC_STEP.EDUCATION} showSteps={false}>
      <EducationSection
        wizard={ekycWizard}
        config={ekycSections.education}
        userId={readSession()?.userId ?? 'anonymous'}
        options={masterOptions(masters.data)}
        saved={education.data?.data ?? undefined}
        onSaved={onSaved}
        submitLabel={messages.save}
      />
    </WizardPage>
  );
}

/** `/dashboard/heir-information`: the heir. */
export function HeirInformationRoute() {
  const intl = useIntl();
  const masters = useGetAllMasters();
  const heir = notFilledYet(useGetEkycHeir());
  const onSaved = useSavedToDashboard();
  const title = intl.formatMessage(messages.heirTitle);
  const queries = [masters, heir];
  if (!masters.data || !wizardLoaded(queries)) {
    return <WizardLoad queries={queries} title={title} loadFailed={messages.loadFailed} />;
  }
  return (
    <WizardPage wizard={ekycWizard} title={title} current={EKYC_STEP.HEIR} showSteps={false}>
      <HeirSection
        wizard={ekycWizard}
        config={ekycSections.heir}
        userId={readSession()?.userId ?? 'anonymous'}
        options={masterOptions(masters.data)}
        saved={heir.data?.data ?? undefined}
        onSaved={onSaved}
        submitLabel={messages.save}
      />
    </WizardPage>
  );
}
