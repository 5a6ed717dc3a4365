// The profile's single-page edit (spec §4: saves, 'Profile Berhasil di Ubah', /dashboard): religion,
// marital status and the mother's maiden name (shown masked, typed only to change it). Only what
// changed is sent; nothing changed says so; the server's 422 lands on its fields; typed values stay.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { updateProfile, type IndividualProfile } from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { css } from '@pendana/design-system/styled-system/css';
import {
  applyServerErrors,
  FormSelectField,
  FormTextField,
  serverFieldErrors,
} from '@pendana/forms';
import { useDashboard } from '../../../capabilities/wizard';
import { commonMessages, profileSavedMessage } from '../../../i18n/common-messages';
import { errorMessageFor } from '../../../lib/error-message';
import type { MasterOptions } from '../../../lib/master-options';
import { notifySuccess } from '../../../lib/toaster';
import { accountFormMessages as messages } from '../messages';
import {
  profileEditDefaults,
  profileUpdate,
  type ProfileEditValues,
} from '../utils/profile-update';
import { SendButton } from '../../../lib/form-parts';

const styles = {
  form: css({
    display: 'grid',
    gap: '4',
    gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  }),
  wide: css({ gridColumn: { md: '1 / -1' } }),
};

const FIELDS = ['agama', 'status_pernikahan', 'nama_ibu_kandung'] as const;

export function ProfileEditForm({
  profile,
  options,
}: {
  profile: IndividualProfile;
  options: MasterOptions;
}) {
  const intl = useIntl();
  const dashboard = useDashboard();
  const [unchanged, setUnchanged] = useState(false);
  const { control, handleSubmit, setError } = useForm<ProfileEditValues>({
    defaultValues: profileEditDefaults(profile),
  });
  const save = useMutation({
    mutationFn: (body: NonNullable<ReturnType<typeof profileUpdate>>) => updateProfile(body),
    onSuccess: () => {
      notifySuccess(intl.formatMessage(profileSavedMessage));
      dashboard.go();
    },
    onError: (error) => applyServerErrors(error, setError, { fields: FIELDS }),
  });
  const onSubmit = handleSubmit((values) => {
    const body = profileUpdate(profile, values);
    setUnchanged(body === null);
    if (body) save.mutate(body);
  });
  return (
    <form noValidate className={styles.form} onSubmit={onSubmit}>
      <FormSelectField
        control={control}
        name="agama"
        label={intl.formatMessage(messages.religion)}
        placeholder={intl.formatMessage(messages.choose)}
        options={options.agama}
      />
      <FormSelectField
        control={control}
        name="status_pernikahan"
        label={intl.formatMessage(messages.maritalStatus)}
        placeholder={intl.formatMessage(messages.choose)}
        options={options.kawin}
      />
      <div className={styles.wide}>
        <FormTextField
          control={control}
          name="nama_ibu_kandung"
          label={intl.formatMessage(messages.motherName)}
          hint={intl.formatMessage(messages.motherNameHint)}
          autoComplete="off"
        />
      </div>
      {unchanged ? (
        <Alert status="info" className={styles.wide}>
          {intl.formatMessage(messages.unchanged)}
        </Alert>
      ) : null}
      {save.error && Object.keys(serverFieldErrors(save.error)).length === 0 ? (
        <Alert status="danger" className={styles.wide} title={intl.formatMessage(messages.failed)}>
          {errorMessageFor(save.error, intl)}
        </Alert>
      ) : null}
      <div className={styles.wide}>
        <SendButton
          loading={save.isPending}
          loadingLabel={intl.formatMessage(commonMessages.loading)}
        >
          {intl.formatMessage(messages.save)}
        </SendButton>
      </div>
    </form>
  );
}
