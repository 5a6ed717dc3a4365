import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { Wizard } from './define-wizard';
import type { StepFormFrame } from './step-form';

/** The part of a react-query mutation (an SDK save hook's result) a step uses. */
export interface SaveMutation<TVariables, TAnswer> {
  mutate: (
    variables: TVariables,
    callbacks: {
      onSuccess: (answer: TAnswer) => Promise<void>;
      onError: (error: unknown) => void;
    },
  ) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

export interface StepFormOptions<T extends FieldValues, S extends string, TVariables, TAnswer> {
  userId: string;
  section: S;
  /**
   * The values to start from (the saved ones, empty when not filled yet); the draft's text goes over
   * them. A function gets the draft and returns the whole start (for lists merged row by row).
   */
  defaults: DefaultValues<T> | ((draft: Partial<T>) => DefaultValues<T>);
  /** Start values no draft holds and that go over it (the file fields: never stored). */
  files?: DefaultValues<T>;
  resolver?: Resolver<T>;
  save: SaveMutation<TVariables, TAnswer>;
  /** What the save changed: these queries are fetched again before `onSaved`. */
  invalidate?: readonly QueryKey[];
  /** After a successful save, its draft cleared and the queries fetched again: the next step. */
  onSaved?: (answer: TAnswer) => void;
  /** A failed save: put the server's field messages on the fields. */
  onError?: (error: unknown, form: UseFormReturn<T>) => void;
}

export interface StepForm<T extends FieldValues, TVariables, TAnswer> {
  form: UseFormReturn<T>;
  /** Saves: the draft is cleared, `invalidate` fetched again, then `onSaved` (or `then`). */
  submit: (variables: TVariables, then?: (answer: TAnswer) => void) => void;
  /** The props of `<StepForm>` this step shares with every step (all but onSubmit and onBack). */
  frame: StepFormFrame;
}

/**
 * A wizard step's form, once for every step: starts from the saved values with the lender's draft
 * over them, writes the draft as the lender types (text only), and saves → clears the draft →
 * fetches again what the save changed → goes on (`onSaved`).
 */
export function useStepForm<T extends FieldValues, S extends string, TVariables, TAnswer>(
  wizard: Wizard<S>,
  options: StepFormOptions<T, S, TVariables, TAnswer>,
): StepForm<T, TVariables, TAnswer> {
  const { userId, section, defaults, files, resolver, save, invalidate = [] } = options;
  const { drafts } = wizard;
  const queryClient = useQueryClient();
  const [draft] = useState(() => drafts.loadDraft<T>(userId, section));
  const form = useForm<T>({
    resolver,
    defaultValues:
      typeof defaults === 'function'
        ? defaults(draft)
        : ({ ...defaults, ...draft, ...files } as DefaultValues<T>),
  });
  const { watch } = form;
  useEffect(() => {
    const subscription = watch((values) => drafts.saveDraft(userId, section, values));
    return () => subscription.unsubscribe();
  }, [drafts, userId, section, watch]);

  const submit = (variables: TVariables, then = options.onSaved) =>
    save.mutate(variables, {
      onSuccess: async (answer) => {
        drafts.clearDraft(userId, section);
        await Promise.all(
          invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        );
        then?.(answer);
      },
      onError: (error) => options.onError?.(error, form),
    });

  return {
    form,
    submit,
    frame: {
      headingId: wizard.headingId,
      messages: wizard.messages,
      restored: Object.keys(draft).length > 0,
      error: save.isError ? save.error : undefined,
      saving: save.isPending,
    },
  };
}
