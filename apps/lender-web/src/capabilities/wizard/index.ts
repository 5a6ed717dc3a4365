// The KYC wizard kit: what the eKYC, the older KYC and the corporate KYC wizards share.
// Used only through this file.

// A wizard: its drafts, heading, texts and step labels (defined once per wizard, at module level).
export { defineWizard, type Wizard } from './define-wizard';
export { clearAllDrafts, draftKey } from './draft-keys';
// The page: "404 means not filled yet", the load frame (failure + retry, spinner), the page with
// its steps list and focused step heading, the step in the URL.
export { notFilledYet } from './section-query';
export { WizardLoad, wizardLoaded } from './wizard-load';
export { WizardPage } from './wizard-page';
export { useUrlStep } from './url-step';
// A step: its form with the draft, save → clear draft → refetch → next; the form frame.
export { useStepForm, type SaveMutation } from './use-step-form';
export { SaveFailed, StepForm } from './step-form';
export { fieldMakers } from './field-makers';
export { useUploadTexts } from './upload-texts';
export { RetryAlert } from './retry-alert';
export { stepStyles, wizardStyles } from './styles';
// The end: the phone verification, then the dashboard.
export { WizardPhone } from './wizard-phone';
export { phoneFlow } from './phone-config';
export { useDashboard, usePhoneToDashboard, type PhoneStep } from './use-finish';
// What the eKYC and the older KYC share: the education and heir steps, their values and payloads.
export { EducationHeirSteps, type IndividualSections } from './groups/education-heir-steps';
export { EducationSection } from './groups/education-section';
export { HeirSection } from './groups/heir-section';
export { toEducationPayload, type EducationValues } from './groups/education';
export { toHeirPayload, type HeirValues } from './groups/heir';
// Form text → wire values, the same in every wizard.
export { ADDRESS_FIELDS, idOf, toDmy, type AddressValues } from './wire';
export { KycRegionFields, type KycRegionFieldsProps } from './region-fields';
