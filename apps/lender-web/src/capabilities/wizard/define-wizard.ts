import type { MessageDescriptor } from 'react-intl';
import { createDraftStore, type DraftStore } from './drafts';
import type { WizardMessages } from './messages';
import type { PhoneFlowConfig } from './phone-config';

/**
 * One wizard as the kit knows it: its drafts, the id of its step heading, its texts, the labels of
 * its steps and its phone verification (the last step; built with `phoneFlow`).
 */
export interface Wizard<S extends string> {
  drafts: DraftStore<S>;
  headingId: string;
  messages: WizardMessages;
  steps: readonly MessageDescriptor[];
  phone: PhoneFlowConfig<unknown>;
}

export interface WizardDefinition extends Omit<Wizard<never>, 'drafts'> {
  /** The drafts' key segment: `pendana:draft:<name>:<userId>:<section>`. */
  name: string;
  /** Drafts also keep lists of text records (repeating groups such as the corporate people). */
  draftLists: boolean;
}

/** Defines a wizard whose steps save the sections S (once, at module level). */
export function defineWizard<S extends string>({
  name,
  draftLists,
  ...wizard
}: WizardDefinition): Wizard<S> {
  return { ...wizard, drafts: createDraftStore<S>(name, { lists: draftLists }) };
}
