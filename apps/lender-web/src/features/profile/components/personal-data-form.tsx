// My Account's personal data in single-page edit (spec §4, §7 updateProfilePersonalData): the
// eKYC's rules (the shared personal schema, spec §5's checks before a submit), the identity
// read-only with its reason, the eKYC's region pickers; saved → 'Profile Berhasil di Ubah' →
// /dashboard; a refusal lands on its fields (the kit's server-error mapping), typed values stay.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  getGetIndividualProfileQueryKey,
  getGetProfilePersonalDataQueryKey,
  useUpdateProfilePersonalData,
  type ProfilePersonalData,
} from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { applyServerErrors, serverFieldErrors } from '@pendana/forms';
import { personalDataIssues } from '@pendana/forms/schemas';
import { personalSchema } from '../../../capabilities/personal-data';
import {
  fieldMakers,
  KycRegionFields,
  stepStyles,
  useDashboard,
} from '../../../capabilities/wizard';
import { commonMessages, profileSavedMessage } from '../../../i18n/common-messages';
import { errorMessageFor } from '../../../lib/error-message';
import { SendButton } from '../../../lib/form-parts';
import type { MasterOptions } from '../../../lib/master-options';
import { useIndividualRegionOptions } from '../../../lib/region-options';
import { notifySuccess } from '../../../lib/toaster';
import { personalDataMessages as messages } from '../personal-data-messages';
import {
  PERSONAL_DATA_EDIT_FIELDS,
  personalDataEditDefaults,
  toPersonalDataEditPayload,
  type PersonalDataEditValues,
} from '../utils/personal-data-edit';

const digits = (text: string) => text.replace(/\D/g, '');
type NumberField = 'kode_pos' | 'rt' | 'rw';

export function PersonalDataForm({
  stored,
  options,
}: {
  stored: ProfilePersonalData;
  options: MasterOptions;
}) {
  const intl = useIntl();
  const dashboard = useDashboard();
  const queryClient = useQueryClient();
  const schema = useMemo(() => personalSchema(intl, messages), [intl]);
  const { control, handleSubmit, setError } = useForm<PersonalDataEditValues>({
    defaultValues: personalDataEditDefaults(stored),
    resolver: zodResolver(schema) as unknown as Resolver<PersonalDataEditValues>,
  });
  const [issues, setIssues] = useState<string[]>([]);
  const save = useUpdateProfilePersonalData({
    mutation: {
      onSuccess: async () => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getGetProfilePersonalDataQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getGetIndividualProfileQueryKey() }),
        ]);
        notifySuccess(intl.formatMessage(profileSavedMessage));
        dashboard.go();
      },
      onError: (error) => applyServerErrors(error, setError, { fields: PERSONAL_DATA_EDIT_FIELDS }),
    },
  });
  const isPassport = stored.is_passport === true;
  const { label, text, select } = fieldMakers(control, intl, messages.choose);
  const number = (name: NumberField, descriptor: MessageDescriptor, maxLength: number) =>
    text(name, descriptor, {
      inputMode: 'numeric',
      maxLength,
      parse: digits,
      autoComplete: name === 'kode_pos' ? 'postal-code' : undefined,
      required: !isPassport,
    });

  const onSubmit = handleSubmit((values) => {
    // Spec §5: the messages before a personal data submit, on their fields and listed above the button.
    const found = personalDataIssues(
      { ...stored, kode_pos: values.kode_pos, rt: values.rt, rw: values.rw },
      isPassport,
    );
    setIssues(found.map((issue) => intl.formatMessage({ id: issue.message })));
    found.forEach((issue, index) => {
      if (issue.field === 'kode_pos' || issue.field === 'rt' || issue.field === 'rw')
        setError(
          issue.field,
          { type: 'spec', message: issue.message },
          { shouldFocus: index === 0 },
        );
    });
    if (found.length === 0) save.mutate({ data: toPersonalDataEditPayload(stored, values) });
  });

  const generalError =
    save.error && Object.keys(serverFieldErrors(save.error)).length === 0 ? save.error : null;
  return (
    <form noValidate className={stepStyles.form} onSubmit={onSubmit}>
      <p>{label(messages.intro)}</p>
      <div className={stepStyles.grid}>
        {isPassport
          ? text('no_paspor', messages.noPaspor, {
              readOnly: true,
              hint: label(messages.identityLocked),
            })
          : text('nik', messages.nik, {
              readOnly: true,
              inputMode: 'numeric',
              hint: label(messages.identityLocked),
            })}
        {text('nama', messages.nama, { readOnly: true, autoComplete: 'name' })}
        {text('alamat', messages.alamat, {
          autoComplete: 'street-address',
          className: stepStyles.full,
        })}
        <KycRegionFields
          control={control}
          useOptions={useIndividualRegionOptions}
          labels={messages}
          placeholder={messages.choose}
        />
        {number('kode_pos', messages.kodePos, 5)}
        {number('rt', messages.rt, 3)}
        {number('rw', messages.rw, 3)}
        {select('pekerjaan', messages.pekerjaan, options.pekerjaan)}
      </div>
      {issues.length > 0 ? (
        <Alert status="danger" title={label(messages.checkTitle)}>
          <ul className={stepStyles.list}>
            {issues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {generalError ? (
        <Alert status="danger" title={label(messages.failed)}>
          {errorMessageFor(generalError, intl)}
        </Alert>
      ) : null}
      <div>
        <SendButton loading={save.isPending} loadingLabel={label(commonMessages.loading)}>
          {label(messages.save)}
        </SendButton>
      </div>
    </form>
  );
}
