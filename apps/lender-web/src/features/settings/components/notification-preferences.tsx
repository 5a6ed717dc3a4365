// The lender's notification preferences (Settings): every kind always reaches the inbox (shown, not a
// switch); per kind, whether it is also e-mailed — money-out and security kinds are always mailed
// (`email_required`: shown on and disabled); the language of the mails. Saved together; the server's
// refusal is shown with its reason, success as a toast.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  getGetNotificationPreferencesQueryKey,
  useUpdateNotificationPreferences,
  type NotificationKind,
  type NotificationPreferences as Preferences,
} from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Badge } from '@pendana/design-system/components/badge';
import { Button } from '@pendana/design-system/components/button';
import { RadioGroup } from '@pendana/design-system/components/radio-group';
import { Switch } from '@pendana/design-system/components/switch';
import { css } from '@pendana/design-system/styled-system/css';
import { serverFieldErrors } from '@pendana/forms/server-errors';
import { commonMessages } from '../../../i18n/common-messages';
import { errorMessageFor } from '../../../lib/error-message';
import { notifySuccess } from '../../../lib/toaster';
import { notificationMessages as messages } from '../messages';
import { KIND_LABELS } from '../utils/kind-labels';

const styles = {
  form: css({ display: 'grid', gap: '4' }),
  inbox: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
  heading: css({ textStyle: 'h3' }),
  list: css({ display: 'grid', gap: '3', listStyle: 'none', p: '0', m: '0' }),
  note: css({ color: 'fg.muted', textStyle: 'caption', ps: '12' }),
};

type Lang = Preferences['lang'];

/** What is sent: the language and the kinds the lender may switch (the others are always mailed). */
export function toPreferencesUpdate(
  preferences: Preferences,
  lang: Lang,
  email: Partial<Record<NotificationKind, boolean>>,
) {
  return {
    lang,
    kinds: preferences.kinds
      .filter((kind) => !kind.email_required)
      .map((kind) => ({ kind: kind.kind, email: email[kind.kind] ?? kind.email })),
  };
}

export function NotificationPreferences({ preferences }: { preferences: Preferences }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [lang, setLang] = useState<Lang>(preferences.lang);
  const [email, setEmail] = useState<Partial<Record<NotificationKind, boolean>>>({});
  const save = useUpdateNotificationPreferences({
    mutation: {
      onSuccess: (answer) => {
        queryClient.setQueryData(getGetNotificationPreferencesQueryKey(), answer);
        setEmail({});
        notifySuccess(intl.formatMessage(messages.saved));
      },
    },
  });
  const fieldErrors = save.error ? serverFieldErrors(save.error) : {};
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ data: toPreferencesUpdate(preferences, lang, email) });
  };
  return (
    <form noValidate className={styles.form} onSubmit={onSubmit}>
      <p>{intl.formatMessage(messages.intro)}</p>
      <p className={styles.inbox}>
        <span>{intl.formatMessage(messages.inbox)}</span>
        <Badge tone="success">{intl.formatMessage(messages.inboxAlways)}</Badge>
      </p>
      <h3 className={styles.heading}>{intl.formatMessage(messages.emailHeading)}</h3>
      <ul className={styles.list}>
        {preferences.kinds.map((kind) => (
          <li key={kind.kind}>
            <Switch
              label={intl.formatMessage(KIND_LABELS[kind.kind])}
              name={`email-${kind.kind}`}
              checked={kind.email_required ? true : (email[kind.kind] ?? kind.email)}
              disabled={kind.email_required}
              onCheckedChange={(checked) => setEmail((old) => ({ ...old, [kind.kind]: checked }))}
            />
            {kind.email_required ? (
              <p className={styles.note}>{intl.formatMessage(messages.required)}</p>
            ) : null}
          </li>
        ))}
      </ul>
      <RadioGroup
        label={intl.formatMessage(messages.language)}
        orientation="horizontal"
        value={lang}
        onValueChange={(next) => setLang(next === 'en' ? 'en' : 'id')}
        error={fieldErrors.lang}
        options={[
          { value: 'id', label: intl.formatMessage(messages.languageId) },
          { value: 'en', label: intl.formatMessage(messages.languageEn) },
        ]}
      />
      {save.isError ? (
        <Alert status="danger" title={intl.formatMessage(messages.failed)}>
          {errorMessageFor(save.error, intl)}
        </Alert>
      ) : null}
      <div>
        <Button
          type="submit"
          loading={save.isPending}
          loadingLabel={intl.formatMessage(commonMessages.loading)}
        >
          {intl.formatMessage(messages.save)}
        </Button>
      </div>
    </form>
  );
}
