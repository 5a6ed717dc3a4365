import type { MutationFunction, QueryKey } from '@tanstack/react-query';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { MasterOptions } from '../../../lib/master-options';
import type { Wizard } from '../define-wizard';

/** A section the eKYC and the older KYC share, as one wizard saves it. */
export interface SectionConfig<TValues extends FieldValues, TLabels> {
  /**
   * The SDK's mutation options of the save (`get…MutationOptions`). Each wizard's call takes its own
   * wire type of the section (`never` here); the section builds it from the same contract fields.
   */
  save: () => {
    mutationKey?: readonly unknown[];
    mutationFn?: MutationFunction<unknown, { data: never }>;
  };
  /** What the save changes: fetched again before the next step. */
  invalidate: readonly QueryKey[];
  /** The wizard's texts for the fields. */
  labels: TLabels;
  /** The wizard's own checks before sending, in the page's language. */
  resolver?: (intl: IntlShape) => Resolver<TValues>;
}

/** What a wizard gives a shared section's step. */
export interface SectionStepProps<S extends string, TSaved> {
  wizard: Wizard<S>;
  userId: string;
  saved: TSaved | undefined;
  options: MasterOptions;
  onSaved: () => void;
  onBack: () => void;
}

/** The file-upload texts and the labels of an optional photo field of a section. */
export interface PhotoFieldTexts {
  label: MessageDescriptor;
  hint: MessageDescriptor;
}
