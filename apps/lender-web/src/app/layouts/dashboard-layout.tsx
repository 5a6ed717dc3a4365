import { useQuery } from '@tanstack/react-query';
import {
  Home,
  Landmark,
  Newspaper,
  Search,
  Settings,
  Calculator,
  UserRound,
  Briefcase,
  Users,
  Building2,
  MessageCircle,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { getGetLenderInfoQueryOptions } from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { AppShell, type NavItem } from '@pendana/design-system/components/app-shell';
import { Button } from '@pendana/design-system/components/button';
import { Spinner } from '@pendana/design-system/components/spinner';
import { css } from '@pendana/design-system/styled-system/css';
import { LanguageSwitch } from '../components/language-switch';
import { entryForPath, isMenuGroup, lenderKindFromType, menuFor, type MenuEntry } from '../menu';
import { menuMessages } from '../menu-messages';
import { SUPPORT_WHATSAPP } from '../../config/env';
import { whatsappChatUrl } from '../../config/support';
import { commonMessages } from '../../i18n/common-messages';
import { localeFromPath, localizePath, stripLocale } from '../../i18n/locale';
import { errorMessageFor } from '../../lib/error-message';
import { failedWithoutData } from '../../lib/query-state';
import { LogOutButton } from '../../capabilities/session';
import { useStaticFrame } from '../../lib/static-frame';
import { NotificationBell } from '../../features/notifications';
import { dashboardLayoutMessages } from '../messages';

const ICONS: Record<string, ReactNode> = {
  home: <Home aria-hidden />,
  'my-funding': <Landmark aria-hidden />,
  'search-for-funding': <Search aria-hidden />,
  simulation: <Calculator aria-hidden />,
  'my-account': <UserRound aria-hidden />,
  'work-information': <Briefcase aria-hidden />,
  'heir-information': <Users aria-hidden />,
  'my-account-corporate': <Building2 aria-hidden />,
  news: <Newspaper aria-hidden />,
  setting: <Settings aria-hidden />,
};

/** A fieldset that only disables: no box, border or spacing of its own. */
const frameFieldset = css({ display: 'contents' });

const actions = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: '2',
});
/** The support link: an icon on a phone (the actions fit one line at 360 px), text from `sm`. */
const support = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  minW: '11',
  minH: '11',
  px: { base: '0', sm: '2' },
  borderRadius: 'md',
  color: 'primary.fg',
  _hover: { bg: 'primary.subtle' },
});
/** Text shown from `sm` (the support link's, the log-out button's); a phone shows their icons. */
const textFromSm = css({ display: { base: 'none', sm: 'inline' } });
const centered = css({ display: 'grid', placeItems: 'center', minH: '40dvh', p: '6' });
const brand = css({ textStyle: 'h3', color: 'primary.fg' });

/** The dashboard shell (spec §2): the menu for the lender's type, language switch and logout. */
export function DashboardLayout() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const info = useQuery(getGetLenderInfoQueryOptions());
  const staticFrame = useStaticFrame();

  const kind = info.data ? lenderKindFromType(info.data.data.lender_type) : null;
  const toNavItem = (entry: MenuEntry): NavItem => ({
    id: entry.key,
    label: intl.formatMessage(entry.label),
    href: localizePath(entry.path, locale),
    icon: ICONS[entry.key],
  });
  const menu = kind ? menuFor(kind) : [];
  const items = menu.flatMap((node) => (isMenuGroup(node) ? [] : [toNavItem(node)]));
  const moreItems = menu.flatMap((node) => (isMenuGroup(node) ? node.items.map(toNavItem) : []));
  const active = entryForPath(stripLocale(pathname));

  const headerActions = (
    <div className={actions}>
      <NotificationBell />
      <LanguageSwitch />
      <a
        href={whatsappChatUrl(SUPPORT_WHATSAPP, intl.formatMessage(menuMessages.supportGreeting))}
        target="_blank"
        rel="noopener noreferrer"
        className={support}
        aria-label={intl.formatMessage(menuMessages.support)}
      >
        <MessageCircle size={20} aria-hidden="true" />
        <span className={textFromSm}>{intl.formatMessage(menuMessages.support)}</span>
      </a>
      <LogOutButton textClassName={textFromSm} />
    </div>
  );

  let content: ReactNode;
  if (info.isPending && staticFrame) {
    // The build's frame of the page: its own heading, intro and skeletons (no lender at build time).
    // Its form controls stay disabled until the app takes the page over: what is typed into the
    // static page would be lost when the app replaces it.
    content = (
      <fieldset disabled className={frameFieldset}>
        <Outlet />
      </fieldset>
    );
  } else if (info.isPending) {
    content = (
      <div className={centered}>
        <Spinner size="lg" label={intl.formatMessage(commonMessages.loading)} />
      </div>
    );
  } else if (failedWithoutData(info)) {
    // Only when there is no account to show: a failed re-read (after a wizard's phone step, say)
    // keeps the page, whose own flow says what failed ('Telah terjadi kesalahan!').
    content = (
      <div className={centered}>
        <Alert
          status="danger"
          title={intl.formatMessage(dashboardLayoutMessages.loadFailed)}
          actions={
            <Button variant="outline" size="sm" onClick={() => void info.refetch()}>
              {intl.formatMessage(commonMessages.retry)}
            </Button>
          }
        >
          {errorMessageFor(info.error, intl)}
        </Alert>
      </div>
    );
  } else {
    content = <Outlet />;
  }

  return (
    <AppShell
      brand={<span className={brand}>{intl.formatMessage(commonMessages.appName)}</span>}
      items={items}
      moreItems={moreItems}
      moreLabel={intl.formatMessage(menuMessages.more)}
      navLabel={intl.formatMessage(menuMessages.navigationLabel)}
      closeLabel={intl.formatMessage(commonMessages.close)}
      activeId={active?.key}
      headerActions={headerActions}
      renderLink={({ href, children, ...rest }) => (
        <Link to={href} {...rest}>
          {children}
        </Link>
      )}
    >
      {content}
    </AppShell>
  );
}
