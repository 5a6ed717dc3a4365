import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { errorMessageFor } from '../../../lib/error-message';
import { legacyWizardMessages as wizard } from '../messages';
import { stepStyles } from './step-styles';

export interface LegacyFormFrameProps {
  onSubmit: () => void;
  draftRestored: boolean;
  error: unknown;
  saving: boolean;
  onBack?: (() => void) | undefined;
  children: ReactNode;
}

/** The frame every step shares: restored-draft notice, server error, actions. */
export function LegacyFormFrame({
  onSubmit,
  draftRestored,
  error,
  saving,
  onBack,
  children,
}: LegacyFormFrameProps) {
  const intl = useIntl();
  return (
    <form
      className={stepStyles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      aria-labelledby="legacy-step-title"
    >
      {draftRestored ? (
        <Alert status="info">{intl.formatMessage(wizard.draftRestored)}</Alert>
      ) : null}
      {error ? (
        <Alert status="danger" title={intl.formatMessage(wizard.saveFailedTitle)}>
          {errorMessageFor(error, intl)}
        </Alert>
      ) : null}
      {children}
      <div className={stepStyles.actions}>
        {onBack ? (
          <Button variant="outline" onClick={onBack}>
            <FormattedMessage {...wizard.back} />
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" loading={saving} loadingLabel={intl.formatMessage(wizard.saving)}>
          <FormattedMessage {...wizard.next} />
        </Button>
      </div>
    </form>
  );
}
