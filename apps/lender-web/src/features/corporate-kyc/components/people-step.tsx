import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useFieldArray, type Resolver } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useSaveCorporateAdministrators,
  useSaveCorporateContacts,
  useSaveCorporateShareholders,
  type CorporateSaveResponse,
} from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { applyServerErrors } from '@pendana/forms';
import {
  StepForm,
  useStepForm,
  useUploadTexts,
  type SaveMutation,
} from '../../../capabilities/wizard';
import type { MasterOptions } from '../../../lib/master-options';
import {
  fileUploadMessages,
  personFieldMessages as fields,
  corporateWizardMessages,
} from '../messages';
import { CORPORATE_QUERY_KEYS, corporateWizard } from '../utils/corporate-wizard';
import {
  emptyPerson,
  initialPeople,
  savedPhotosById,
  type PeopleFormValues,
  type PeopleSection,
  type SavedPerson,
} from '../utils/people';
import { peopleSchema } from '../utils/people-schema';
import { toFormPath } from '../utils/server-errors';
import {
  toAdministratorsPayload,
  toContactsPayload,
  toShareholdersPayload,
} from '../utils/to-corporate-payloads';
import { PersonFieldset } from './person-fieldset';

const TITLE = {
  administrators: fields.administrator,
  shareholders: fields.shareholder,
  contacts: fields.contact,
} as const;
const ADD = {
  administrators: fields.addAdministrator,
  shareholders: fields.addShareholder,
  contacts: fields.addContact,
} as const;

/** Each section its own call; each maps its people the spec's way. */
function usePeopleSave(section: PeopleSection) {
  const admins = useSaveCorporateAdministrators();
  const shareholders = useSaveCorporateShareholders();
  const contacts = useSaveCorporateContacts();
  const save = { administrators: admins, shareholders, contacts }[section];
  const toPayload = {
    administrators: toAdministratorsPayload,
    shareholders: toShareholdersPayload,
    contacts: toContactsPayload,
  }[section];
  return {
    save: save as unknown as SaveMutation<{ data: unknown }, CorporateSaveResponse>,
    toPayload: toPayload as (people: PeopleFormValues['people']) => unknown,
  };
}

export interface PeopleStepProps {
  section: PeopleSection;
  userId: string;
  saved: SavedPerson[];
  options: MasterOptions;
  editMode: boolean;
  onSaved: (answer: CorporateSaveResponse) => void;
  onBack?: (() => void) | undefined;
}

/**
 * Steps 2–4: administrators (pengurus), shareholders (pemegang saham) and contacts, each a repeating
 * group of people (add, remove, at least one). The first administrator's jabatan is forced to 2;
 * identity type is always 1 (spec §3, §9).
 */
export function PeopleStep({
  section,
  userId,
  saved,
  options,
  editMode,
  onSaved,
  onBack,
}: PeopleStepProps) {
  const intl = useIntl();
  const isAdmins = section === 'administrators';
  const schema = useMemo(() => peopleSchema(intl, section === 'shareholders'), [intl, section]);
  const { save, toPayload } = usePeopleSave(section);
  const step = useStepForm(corporateWizard, {
    userId,
    section,
    defaults: (draft) => ({ people: initialPeople(draft, saved) }),
    resolver: zodResolver(schema) as unknown as Resolver<PeopleFormValues>,
    save,
    invalidate: CORPORATE_QUERY_KEYS,
    onSaved,
    onError: (error, form) => applyServerErrors(error, form.setError, { fieldMap: toFormPath }),
  });
  const { control, handleSubmit, setError, formState } = step.form;
  const {
    fields: rows,
    append,
    remove,
  } = useFieldArray({ control, name: 'people', keyName: 'key' });
  const uploadTexts = useUploadTexts(fileUploadMessages);

  const onSubmit = handleSubmit((values) => {
    // jabatan is required for everyone but the first administrator (forced to 2).
    const missing = values.people
      .map((person, index) => (person.jabatan === '' && !(isAdmins && index === 0) ? index : -1))
      .filter((index) => index >= 0);
    missing.forEach((index, order) =>
      setError(
        `people.${index}.jabatan`,
        {
          type: 'required',
          message: intl.formatMessage(fields.jabatanRequired),
        },
        { shouldFocus: order === 0 },
      ),
    );
    if (missing.length === 0) step.submit({ data: toPayload(values.people) });
  });

  const savedPhotos = savedPhotosById(saved);
  const listError = formState.errors.people?.root?.message ?? formState.errors.people?.message;
  return (
    <StepForm
      {...step.frame}
      onSubmit={onSubmit}
      onBack={onBack}
      submitLabel={editMode ? corporateWizardMessages.save : undefined}
    >
      {listError ? <Alert status="danger">{listError}</Alert> : null}
      {rows.map((row, index) => (
        <PersonFieldset
          key={row.key}
          control={control}
          section={section}
          index={index}
          name={intl.formatMessage(TITLE[section], {
            number: String(index + 1),
          })}
          options={options}
          savedPhotos={savedPhotos[row.id]}
          uploadTexts={uploadTexts}
          onRemove={rows.length > 1 ? () => remove(index) : undefined}
        />
      ))}
      <div>
        <Button variant="outline" onClick={() => append(emptyPerson())}>
          <FormattedMessage {...ADD[section]} />
        </Button>
      </div>
    </StepForm>
  );
}
