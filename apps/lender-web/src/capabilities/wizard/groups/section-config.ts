import { useMutation, type MutationFunction, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { MasterOptions } from '../../../lib/master-options';
import type { Wizard } from '../define-wizard';
import { useStepForm, type StepFormOptions } from '../use-step-form';

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
  /** No back button when absent (a single-section edit of the profile). */
  onBack?: (() => void) | undefined;
  /** The submit button's text; "save and next" by default ("Simpan" in a single-section edit). */
  submitLabel?: MessageDescriptor | undefined;
}

/** The file-upload texts and the labels of an optional photo field of a section. */
export interface PhotoFieldTexts {
  label: MessageDescriptor;
  hint: MessageDescriptor;
}

/**
 * The form of a shared section's step: the wizard's checks in the page's language, its save call,
 * and `useStepForm` (draft, save → refetch → `onSaved`).
 */
export function useSectionForm<T extends FieldValues, S extends string>(
  {
    wizard,
    config,
    userId,
    onSaved,
  }: SectionStepProps<S, unknown> & {
    config: Pick<SectionConfig<T, unknown>, 'save' | 'invalidate'> & {
      resolver?: (intl: IntlShape) => unknown;
    };
  },
  section: S,
  options: Pick<StepFormOptions<T, S, { data: never }, unknown>, 'defaults' | 'files' | 'onError'>,
) {
  const intl = useIntl();
  // The wizard's checks are written for the section's fields; the step's form may hold more (files).
  const resolver = useMemo(
    () => config.resolver?.(intl) as Resolver<T> | undefined,
    [config, intl],
  );
  return useStepForm(wizard, {
    ...options,
    userId,
    section,
    resolver,
    save: useMutation(config.save()),
    invalidate: config.invalidate,
    onSaved,
  });
}
