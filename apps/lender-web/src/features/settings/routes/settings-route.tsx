// Settings `/dashboard/setting` (menu "Pengaturan", for all): the language (the URL's
// `/en` prefix, spec §2), the account (user info) with the verified phone number (no-hp; changed
// through support), the password change by e-mailed link (forgot_password), the terms and conditions
// (termCondition) in a URL-addressed popup, the active sessions (listSessions; end one or all
// others), and log out.
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import {
  useGetNotificationPreferences,
  useGetPhoneNumber,
  useGetTermCondition,
  useGetUserInfo,
} from '@pendana/api-sdk';
import { Badge } from '@pendana/design-system/components/badge';
import { Skeleton } from '@pendana/design-system/components/skeleton';
import { Button } from '@pendana/design-system/components/button';
import { formatDate, formatPhoneNumber } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { LogOutButton } from '../../../capabilities/session';
import { loadTwoFactorSettings } from '../../../capabilities/two-factor';
import { SUPPORT_WHATSAPP } from '../../../config/env';
import { whatsappChatUrl } from '../../../config/support';
import { localeFromPath } from '../../../i18n/locale';
import { FactList } from '../../../lib/fact-list';
import { LocaleChoice } from '../../../lib/locale-choice';
import { SafeHtml } from '../../../lib/safe-html';
import { DataScreen, DetailDrawer, ScreenPage, useDetailDrawer } from '../../../lib/screen';
import { SurfaceSection as Section } from '../../../lib/surface-section';
import { PasswordChange } from '../components/password-change';
import { notificationMessages, sessionMessages } from '../messages';
import { settingsMessages as messages, twoFactorMessages } from '../messages';

const styles = {
  /** A reading width: the sections are text. */
  page: css({ maxW: '3xl' }),
  phone: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
  muted: css({ color: 'fg.muted' }),
};

const DRAWERS = ['terms'] as const;

// The notification preferences (switches, their state machine) load beside the page's first answer,
// not with the page (bundle budgets).
const NotificationPreferences = lazy(() =>
  import('../components/notification-preferences').then((m) => ({
    default: m.NotificationPreferences,
  })),
);

// The active sessions (their list and confirmations) load beside the page, not with it.
const ActiveSessions = lazy(() =>
  import('../components/active-sessions').then((m) => ({ default: m.ActiveSessions })),
);
// Two-factor authentication (its forms, the QR code and recovery codes) loads beside the page.
const TwoFactorSettings = lazy(loadTwoFactorSettings);

function Terms() {
  const query = useGetTermCondition();
  return <DataScreen query={query}>{(data) => <SafeHtml html={data.deskripsi} />}</DataScreen>;
}

function PhoneNumber() {
  const intl = useIntl();
  const query = useGetPhoneNumber();
  return (
    <DataScreen query={query}>
      {({ data }) => (
        <>
          <p className={styles.phone}>
            <span>
              {data.nomorHp
                ? formatPhoneNumber(data.nomorHp, data.kode_negara)
                : intl.formatMessage(messages.noPhone)}
            </span>
            {data.nomorHp ? (
              <Badge tone={data.verified ? 'success' : 'warning'}>
                {intl.formatMessage(data.verified ? messages.verified : messages.notVerified)}
              </Badge>
            ) : null}
          </p>
          <p className={styles.muted}>{intl.formatMessage(messages.phoneChange)}</p>
          <p>
            <a
              href={whatsappChatUrl(
                SUPPORT_WHATSAPP,
                intl.formatMessage(messages.phoneChangeGreeting),
              )}
              target="_blank"
              rel="noopener noreferrer"
            >
              {intl.formatMessage(messages.phoneChangeLink)}
            </a>
          </p>
        </>
      )}
    </DataScreen>
  );
}

function Notifications() {
  const query = useGetNotificationPreferences();
  return (
    <DataScreen query={query}>
      {({ data }) => (
        <Suspense fallback={<Skeleton lines={4} height="1.25rem" />}>
          <NotificationPreferences preferences={data} />
        </Suspense>
      )}
    </DataScreen>
  );
}

export function SettingsRoute() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const user = useGetUserInfo();
  const drawers = useDetailDrawer(DRAWERS);
  const title = intl.formatMessage(messages.title);
  return (
    <ScreenPage title={title} intro={intl.formatMessage(messages.intro)} className={styles.page}>
      <Section id="language" title={intl.formatMessage(messages.languageHeading)}>
        <LocaleChoice
          label={intl.formatMessage(messages.languageLabel)}
          options={[
            { locale: 'id', label: intl.formatMessage(messages.languageId) },
            { locale: 'en', label: intl.formatMessage(messages.languageEn) },
          ]}
        />
      </Section>
      <Section id="account" title={intl.formatMessage(messages.accountHeading)}>
        <DataScreen query={user}>
          {({ data }) => (
            <>
              <FactList
                layout="rows"
                facts={[
                  { term: intl.formatMessage(messages.username), value: data.username },
                  { term: intl.formatMessage(messages.email), value: data.email },
                  {
                    term: intl.formatMessage(messages.memberSince),
                    value: formatDate(data.created_at, locale),
                  },
                ]}
              />
              <h3 className={css({ textStyle: 'h3' })}>
                {intl.formatMessage(messages.phoneHeading)}
              </h3>
              <PhoneNumber />
            </>
          )}
        </DataScreen>
      </Section>
      <Section id="password" title={intl.formatMessage(messages.passwordHeading)}>
        <DataScreen query={user}>{({ data }) => <PasswordChange email={data.email} />}</DataScreen>
      </Section>
      <Section id="sessions" title={intl.formatMessage(sessionMessages.heading)}>
        <Suspense fallback={<Skeleton lines={3} height="3.5rem" />}>
          <ActiveSessions />
        </Suspense>
      </Section>
      <Section id="two-factor" title={intl.formatMessage(twoFactorMessages.heading)}>
        <Suspense fallback={<Skeleton lines={3} height="1.25rem" />}>
          <TwoFactorSettings />
        </Suspense>
      </Section>
      <Section id="notifications" title={intl.formatMessage(notificationMessages.heading)}>
        <Notifications />
      </Section>
      <Section id="terms" title={intl.formatMessage(messages.termsHeading)}>
        <div>
          <Button variant="outline" onClick={() => drawers.open('terms', 1)}>
            {intl.formatMessage(messages.termsOpen)}
          </Button>
        </div>
      </Section>
      <Section id="logout" title={intl.formatMessage(messages.logoutHeading)}>
        <p>{intl.formatMessage(messages.logoutIntro)}</p>
        <div>
          <LogOutButton size="md" />
        </div>
      </Section>
      <DetailDrawer
        drawers={drawers}
        name="terms"
        title={intl.formatMessage(messages.termsHeading)}
      >
        {() => <Terms />}
      </DetailDrawer>
    </ScreenPage>
  );
}
