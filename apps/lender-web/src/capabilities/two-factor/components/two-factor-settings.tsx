// The settings section of two-factor authentication: off → turn on (QR code and manual key, a code
// from the app confirms it) → the ten recovery codes, shown once with a copy button; on → since
// when, the recovery codes left, and turning it off with the password and a code (withdrawals are
// then held until the time the server answers).
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  getGetTwoFactorStatusQueryKey,
  useConfirmTwoFactor,
  useDeleteTwoFactor,
  useGetTwoFactorStatus,
  useStartTwoFactorSetup,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Badge } from '@pendana/design-system/components/badge';
import { Button } from '@pendana/design-system/components/button';
import { TextField } from '@pendana/design-system/components/text-field';
import { css } from '@pendana/design-system/styled-system/css';
import { commonMessages } from '../../../i18n/common-messages';
import { CopyButton } from '../../../lib/copy-button';
import { FailedAlert, PlainPasswordField, SendButton } from '../../../lib/form-parts';
import { DataScreen } from '../../../lib/screen';
import { twoFactorSettingsMessages as messages } from '../messages';

const styles = {
  stack: css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'flex-start' }),
  form: css({ display: 'flex', flexDirection: 'column', gap: '3', w: 'full', maxW: 'sm' }),
  row: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
  key: css({ fontFamily: 'mono', wordBreak: 'break-all', fontSize: 'md' }),
  qr: css({ w: '48', h: '48', bg: 'white', p: '2', borderRadius: 'md' }),
  codes: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: '2',
    fontFamily: 'mono',
    listStyle: 'none',
    p: '0',
  }),
  muted: css({ color: 'fg.muted' }),
};

function useCopyTexts() {
  const intl = useIntl();
  return {
    text: intl.formatMessage(messages.copy),
    copiedText: intl.formatMessage(messages.copied),
    failedText: intl.formatMessage(messages.copyFailed),
  };
}

/** A code field outside react-hook-form: its value, and its "required" message once sent empty. */
function useCodeField() {
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  return {
    value: value.trim(),
    missing,
    check: () => {
      setMissing(value.trim() === '');
      return value.trim() !== '';
    },
    props: {
      value,
      onChange: (event: { target: { value: string } }) => setValue(event.target.value),
      autoComplete: 'one-time-code',
      autoCapitalize: 'none',
      spellCheck: false,
      maxLength: 20,
      required: true,
    },
  };
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const intl = useIntl();
  const copy = useCopyTexts();
  return (
    <div className={styles.stack}>
      <Alert status="warning" title={intl.formatMessage(messages.recoveryTitle)}>
        {intl.formatMessage(messages.recoveryIntro)}
      </Alert>
      <ul className={styles.codes} aria-label={intl.formatMessage(messages.recoveryTitle)}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.row}>
        <CopyButton
          value={codes.join('\n')}
          label={intl.formatMessage(messages.copyRecovery)}
          {...copy}
        />
        <Button onClick={onDone}>{intl.formatMessage(messages.recoveryDone)}</Button>
      </div>
    </div>
  );
}

function Setup({
  setup,
  onConfirmed,
}: {
  setup: TwoFactorSetup;
  onConfirmed: (codes: string[]) => void;
}) {
  const intl = useIntl();
  const copy = useCopyTexts();
  const confirm = useConfirmTwoFactor();
  const code = useCodeField();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.check()) return;
    confirm.mutate(
      { data: { code: code.value } },
      { onSuccess: (answer) => onConfirmed(answer.recovery_codes) },
    );
  };
  return (
    <div className={styles.stack}>
      <p>{intl.formatMessage(messages.scanIntro)}</p>
      <img className={styles.qr} src={setup.qr_code} alt={intl.formatMessage(messages.qrAlt)} />
      <div>
        <p className={styles.muted}>{intl.formatMessage(messages.manualKey)}</p>
        <div className={styles.row}>
          <code className={styles.key} data-testid="two-factor-manual-key">
            {setup.manual_key}
          </code>
          <CopyButton
            value={setup.manual_key}
            label={intl.formatMessage(messages.copyKey)}
            {...copy}
          />
        </div>
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FailedAlert call={confirm} title={messages.failedTitle} />
        <TextField
          label={intl.formatMessage(messages.codeLabel)}
          error={code.missing ? intl.formatMessage(messages.codeRequired) : undefined}
          inputMode="numeric"
          {...code.props}
        />
        <SendButton
          loading={confirm.isPending}
          loadingLabel={intl.formatMessage(messages.confirming)}
        >
          {intl.formatMessage(messages.confirm)}
        </SendButton>
      </form>
    </div>
  );
}

function TurnedOff({ onRefresh }: { onRefresh: () => void }) {
  const intl = useIntl();
  const start = useStartTwoFactorSetup();
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <RecoveryCodes codes={codes} onDone={onRefresh} />;
  if (start.data) return <Setup setup={start.data} onConfirmed={setCodes} />;
  return (
    <div className={styles.stack}>
      <p>{intl.formatMessage(messages.offEmpty)}</p>
      <FailedAlert call={start} title={messages.failedTitle} />
      <Button
        onClick={() => start.mutate()}
        loading={start.isPending}
        loadingLabel={intl.formatMessage(messages.starting)}
      >
        {intl.formatMessage(messages.turnOn)}
      </Button>
    </div>
  );
}

function TurnedOn({ status, onRefresh }: { status: TwoFactorStatus; onRefresh: () => void }) {
  const intl = useIntl();
  const turnOff = useDeleteTwoFactor();
  const code = useCodeField();
  const [password, setPassword] = useState('');
  const [passwordMissing, setPasswordMissing] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPasswordMissing(password === '');
    const hasCode = code.check();
    if (password === '' || !hasCode) return;
    turnOff.mutate({ data: { password, code: code.value } });
  };
  if (turnOff.data) {
    const until = turnOff.data.payout_hold_until;
    return (
      <div className={styles.stack}>
        <Alert status="success">
          {until
            ? intl.formatMessage(messages.offDone, {
                date: intl.formatDate(until, {
                  dateStyle: 'long',
                  timeStyle: 'short',
                  timeZone: 'Asia/Jakarta',
                }),
              })
            : turnOff.data.message}
        </Alert>
        <Button variant="outline" onClick={onRefresh}>
          {intl.formatMessage(commonMessages.close)}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <p>
        {intl.formatMessage(messages.onSince, {
          date: status.enabled_at ? intl.formatDate(status.enabled_at, { dateStyle: 'long' }) : '',
          count: String(status.recovery_codes_left),
        })}
      </p>
      <h3 className={css({ textStyle: 'h3' })}>{intl.formatMessage(messages.turnOffHeading)}</h3>
      <p className={styles.muted}>{intl.formatMessage(messages.turnOffIntro)}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FailedAlert call={turnOff} title={messages.failedTitle} />
        <PlainPasswordField
          label={messages.passwordLabel}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          error={passwordMissing ? intl.formatMessage(messages.passwordRequired) : undefined}
        />
        <TextField
          label={intl.formatMessage(messages.turnOffCodeLabel)}
          error={code.missing ? intl.formatMessage(messages.codeRequired) : undefined}
          {...code.props}
        />
        <SendButton
          variant="outline"
          loading={turnOff.isPending}
          loadingLabel={intl.formatMessage(messages.turningOff)}
        >
          {intl.formatMessage(messages.turnOff)}
        </SendButton>
      </form>
    </div>
  );
}

export function TwoFactorSettings() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const status = useGetTwoFactorStatus();
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: getGetTwoFactorStatusQueryKey() });
  return (
    <div className={styles.stack}>
      <p>{intl.formatMessage(messages.intro)}</p>
      <DataScreen query={status}>
        {(data) => (
          <div className={styles.stack}>
            <Badge tone={data.enabled ? 'success' : 'neutral'}>
              {intl.formatMessage(data.enabled ? messages.statusOn : messages.statusOff)}
            </Badge>
            {data.enabled ? (
              <TurnedOn key={data.enabled_at} status={data} onRefresh={refresh} />
            ) : (
              <TurnedOff onRefresh={refresh} />
            )}
          </div>
        )}
      </DataScreen>
    </div>
  );
}
