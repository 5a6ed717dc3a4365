import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { css } from '@pendana/design-system/styled-system/css';
import { MAIN_CONTENT_ID } from '@pendana/design-system/components/skip-link';
import { commonMessages } from '../../i18n/common-messages';
import { LanguageSwitch } from '../components/language-switch';

const styles = {
  page: css({ minH: '100dvh', display: 'flex', flexDirection: 'column', bg: 'bg.canvas' }),
  header: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    px: { base: '4', md: '8' },
    py: '3',
  }),
  brand: css({ textStyle: 'h3', color: 'primary.fg' }),
  main: css({ flex: '1', display: 'flex', justifyContent: 'center', px: '4', pb: '10' }),
};

/**
 * Frame of the public auth pages (the layout route of `/auth/*`): brand and language switch above
 * the page, which renders its own card (features/auth `AuthCard`).
 */
export function AuthLayout() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.brand}>
          <FormattedMessage {...commonMessages.appName} />
        </span>
        <LanguageSwitch />
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
