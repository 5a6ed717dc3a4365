// The KYC wizard kit (issue 11): what the eKYC, the older KYC and the corporate KYC wizards share.
// Used only through this file.
export { defineWizard, type Wizard, type WizardDefinition } from './define-wizard';
export type { WizardMessages } from './messages';
export { notFilledYet, type SectionQuery, type WizardQuery } from './section-query';
export { WizardLoad, wizardLoaded } from './wizard-load';
export { WizardPage } from './wizard-page';
export { stepFromUrl, useUrlStep, type StepRange } from './url-step';
export { useStepForm, type SaveMutation, type StepFormOptions } from './use-step-form';
export { SaveFailed, StepForm, type StepFormFrame } from './step-form';
export { stepStyles, wizardStyles } from './styles';
export { useUploadTexts, type UploadMessages } from './upload-texts';
export { WizardPhone } from './wizard-phone';
export type { PhoneFlowConfig } from './phone-config';
export { useDashboard, usePhoneToDashboard, type PhoneStep } from './use-finish';
export { createDraftStore, textOnly, type DraftStore, type DraftValue } from './drafts';
export {
  EDUCATION_FIELDS,
  educationFromServer,
  toEducationPayload,
  type EducationValues,
} from './groups/education';
export { EducationFields, type EducationLabels } from './groups/education-fields';
export { HEIR_FIELDS, heirFromServer, toHeirPayload, type HeirValues } from './groups/heir';
export { HeirFields, type HeirLabels } from './groups/heir-fields';
export { fieldMakers } from './field-makers';
export { ADDRESS_FIELDS, idOf, toDmy } from './wire';
export { RetryAlert } from './retry-alert';
export { KycRegionFields, type KycRegionFieldsProps } from './region-fields';
