import type { MessageDescriptor } from 'react-intl';

/**
 * The texts every wizard has, each wizard with its own ids (`<feature>.wizard.*`): the kit takes them
 * from the wizard, so the journeys keep finding each wizard's texts by its own ids.
 */
export interface WizardMessages {
  stepsLabel: MessageDescriptor;
  completed: MessageDescriptor;
  stepSummary: MessageDescriptor;
  loadFailed: MessageDescriptor;
  saveFailedTitle: MessageDescriptor;
  draftRestored: MessageDescriptor;
  next: MessageDescriptor;
  saving: MessageDescriptor;
  back: MessageDescriptor;
  choose: MessageDescriptor;
  verifyPhone: MessageDescriptor;
}
