import type { MessageDescriptor } from 'react-intl';
import { createDraftStore, type DraftStore } from './drafts';
import type { WizardMessages } from './messages';

/** One wizard as the kit knows it: its drafts, the id of its step heading, its texts. */
export interface Wizard<S extends string> {
  drafts: DraftStore<S>;
  headingId: string;
  messages: WizardMessages;
  /** The labels of its steps, in order. */
  steps: readonly MessageDescriptor[];
}

export interface WizardDefinition {
  /** The drafts' key segment: `pendana:draft:<name>:<userId>:<section>`. */
  name: string;
  headingId: string;
  messages: WizardMessages;
  steps: readonly MessageDescriptor[];
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
