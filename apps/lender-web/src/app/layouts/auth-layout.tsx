import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { css } from '@pendana/design-system/styled-system/css';
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
  card: css({
    w: 'full',
    maxW: '28rem',
    mt: { base: '2', md: '8' },
    bg: 'bg.surface',
    borderRadius: 'xl',
    borderWidth: '1px',
    borderColor: 'border.default',
    p: { base: '5', md: '8' },
    display: 'flex',
    flexDirection: 'column',
    gap: '5',
    alignSelf: 'flex-start',
  }),
  title: css({ textStyle: 'h1' }),
};

export interface AuthLayoutProps {
  /** The page's heading (also the document title). */
  title: string;
  children: ReactNode;
}

/** Frame of the public auth pages: brand, language switch, one card with an h1. */
export function AuthLayout({ title, children }: AuthLayoutProps) {
  return (
    <div className={styles.page}>
      <title>{title}</title>
      <header className={styles.header}>
        <span className={styles.brand}>
          <FormattedMessage {...commonMessages.appName} />
        </span>
        <LanguageSwitch />
      </header>
      <main className={styles.main}>
        <div className={styles.card}>
          <h1 className={styles.title}>{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
