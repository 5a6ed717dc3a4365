import { useIntl } from 'react-intl';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { css } from '@pendana/design-system/styled-system/css';
import { livenessMessages as messages } from '../messages';
import { PROVIDER_NAMES, type LivenessProvider } from '../utils/liveness';

export interface ProviderFallbackProps {
  /** The provider to offer: the one that did not just fail. */
  other: LivenessProvider;
  onTry: () => void;
  disabled?: boolean;
}

const styles = {
  root: css({ display: 'grid', gap: '3', justifyItems: 'start' }),
};

/** The offer shown when the first liveness provider failed to start: take the test at the other. */
export function ProviderFallback({ other, onTry, disabled }: ProviderFallbackProps) {
  const intl = useIntl();
  const provider = PROVIDER_NAMES[other];
  return (
    <Alert status="warning" role="alert">
      <div className={styles.root}>
        <span>{intl.formatMessage(messages.providerDown, { provider })}</span>
        <Button variant="outline" onClick={onTry} disabled={disabled}>
          {intl.formatMessage(messages.tryOther, { provider })}
        </Button>
      </div>
    </Alert>
  );
}
