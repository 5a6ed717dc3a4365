// The second step of a sign-in with two-factor authentication on: a code from the authenticator
// app (or a recovery code) with the challenge of the right password; the session comes back as
// from the password login.
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useFinishTwoFactorLogin, type LoginResponse } from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { TextField } from '@pendana/design-system/components/text-field';
import { css } from '@pendana/design-system/styled-system/css';
import { FailedAlert, SubmitButton } from '../../../lib/form-parts';
import { twoFactorLoginMessages as messages } from '../messages';

export interface TwoFactorLoginStepProps {
  challengeToken: string;
  onSignedIn: (answer: LoginResponse) => void;
  onCancel: () => void;
}

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
};

export function TwoFactorLoginStep({
  challengeToken,
  onSignedIn,
  onCancel,
}: TwoFactorLoginStepProps) {
  const intl = useIntl();
  const finish = useFinishTwoFactorLogin();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.trim();
    setMissing(value === '');
    if (value === '') return;
    finish.mutate(
      { data: { challenge_token: challengeToken, code: value } },
      { onSuccess: onSignedIn },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <h2 className={css({ textStyle: 'h3' })}>{intl.formatMessage(messages.title)}</h2>
      <p>{intl.formatMessage(messages.intro)}</p>
      <FailedAlert call={finish} title={messages.failedTitle} />
      <TextField
        label={intl.formatMessage(messages.codeLabel)}
        hint={intl.formatMessage(messages.codeHint)}
        error={missing ? intl.formatMessage(messages.codeRequired) : undefined}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={20}
        required
      />
      <SubmitButton
        pending={finish.isPending}
        text={messages.submit}
        pendingText={messages.submitting}
      />
      <Button variant="ghost" onClick={onCancel}>
        {intl.formatMessage(messages.back)}
      </Button>
    </form>
  );
}
