import { useIntl } from 'react-intl';
import { css } from '@pendana/design-system/styled-system/css';
import { commonMessages } from '../../i18n/common-messages';
import { OFFLINE_REASON_ID, useOnline } from '../../lib/online';

const styles = {
  bar: css({
    position: 'sticky',
    top: 0,
    zIndex: 'overlay',
    bg: 'warning.subtle',
    color: 'warning.fg',
    borderBottomWidth: '1px',
    borderColor: 'warning.border',
    px: '4',
    py: '2',
    textAlign: 'center',
    fontSize: 'sm',
    fontWeight: 'semibold',
  }),
};

/**
 * Says when the browser is offline, on every page. The live region is always in the
 * page, so the change is announced; its text is the reason a send button is disabled (useSendGuard).
 */
export function OfflineBanner() {
  const intl = useIntl();
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p id={OFFLINE_REASON_ID} className={styles.bar}>
          {intl.formatMessage(commonMessages.offline)}
        </p>
      )}
    </div>
  );
}
