import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { throwIfBusinessError, verifyPassword } from '@pendana/api-sdk';
import { useMutation } from '@tanstack/react-query';
import { currentPasswordSchema } from '@pendana/forms/schemas';
import { css } from '@pendana/design-system/styled-system/css';
import { FailedAlert, PasswordField, SendButton } from '../../../lib/form-parts';
import { getToken } from '../../../lib/session';
import { passwordConfirmationMessages as messages } from '../messages';
import { isConfirmed, markConfirmed } from '../utils/confirmation-store';
import { DocumentTitle } from '../../../lib/document-title';

// The message is an id; the password field shows it in the page's language.
const schema = z.object({ password: currentPasswordSchema(messages.passwordRequired.id) });

const styles = {
  card: css({
    maxW: '28rem',
    bg: 'bg.surface',
    borderRadius: 'xl',
    borderWidth: '1px',
    borderColor: 'border.default',
    p: { base: '5', md: '6' },
    display: 'grid',
    gap: '4',
  }),
  title: css({ textStyle: 'h1' }),
  intro: css({ color: 'fg.muted' }),
  form: css({ display: 'grid', gap: '4' }),
};

export interface PasswordConfirmationGateProps {
  children: ReactNode;
}

/**
 * Spec §6: the account, work, heir and corporate account pages need confirmation. The lender types
 * the password again (`verifyPassword`); a refusal shows the server's `error`, else the first
 * password error (spec §8). Until then the page's content is not rendered (nor fetched).
 */
export function PasswordConfirmationGate({ children }: PasswordConfirmationGateProps) {
  const intl = useIntl();
  const [confirmed, setConfirmed] = useState(() => isConfirmed(getToken()));
  const { control, handleSubmit } = useForm<{ password: string }>({
    resolver: zodResolver(schema),
    defaultValues: { password: '' },
  });
  const check = useMutation({
    mutationFn: async (password: string) =>
      throwIfBusinessError(await verifyPassword({ password })),
    onSuccess: () => {
      const token = getToken();
      if (token) markConfirmed(token);
      setConfirmed(true);
    },
  });

  if (confirmed) return <>{children}</>;

  return (
    <section className={styles.card} aria-labelledby="password-confirmation-title">
      <DocumentTitle title={intl.formatMessage(messages.title)} />
      <h1 id="password-confirmation-title" className={styles.title}>
        <FormattedMessage {...messages.title} />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage {...messages.intro} />
      </p>
      <FailedAlert call={check} title={messages.failedTitle} />
      <form
        className={styles.form}
        noValidate
        onSubmit={handleSubmit((values) => check.mutate(values.password))}
      >
        <PasswordField
          control={control}
          name="password"
          label={messages.passwordLabel}
          autoComplete="current-password"
        />
        <SendButton
          loading={check.isPending}
          loadingLabel={intl.formatMessage(messages.submitting)}
        >
          <FormattedMessage {...messages.submit} />
        </SendButton>
      </form>
    </section>
  );
}
