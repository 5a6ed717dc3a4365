// The menu of spec §2 as configuration: Home, Manage Funding, Search Funding, Simulation and a
// 'More' group (account, work, heir for individuals; corporate account for corporations; news and
// settings for all). `onlyFor` restricts an entry to a lender type (spec §6); `needsConfirmation`
// marks the entries that ask for the password again before they open (spec §6).
import type { MessageDescriptor } from 'react-intl';
import { menuMessages } from './menu-messages';

export type LenderKind = 'individual' | 'corporate';
export type MenuAudience = LenderKind | 'all';

export interface MenuEntry {
  key: string;
  /** Path without the language prefix. */
  path: string;
  label: MessageDescriptor;
  onlyFor: MenuAudience;
  needsConfirmation: boolean;
}

export interface MenuGroup {
  key: string;
  label: MessageDescriptor;
  items: MenuEntry[];
}

export type MenuNode = MenuEntry | MenuGroup;

export const isMenuGroup = (node: MenuNode): node is MenuGroup => 'items' in node;

export const MENU: readonly MenuNode[] = [
  {
    key: 'home',
    path: '/dashboard',
    label: menuMessages.home,
    onlyFor: 'all',
    needsConfirmation: false,
  },
  {
    key: 'my-funding',
    path: '/dashboard/my-funding',
    label: menuMessages.myFunding,
    onlyFor: 'all',
    needsConfirmation: false,
  },
  {
    key: 'search-for-funding',
    path: '/dashboard/search-for-funding',
    label: menuMessages.searchFunding,
    onlyFor: 'all',
    needsConfirmation: false,
  },
  {
    key: 'simulation',
    path: '/dashboard/simulation',
    label: menuMessages.simulation,
    onlyFor: 'all',
    needsConfirmation: false,
  },
  {
    key: 'more',
    label: menuMessages.more,
    items: [
      {
        key: 'my-account',
        path: '/dashboard/my-account',
        label: menuMessages.myAccount,
        onlyFor: 'individual',
        needsConfirmation: true,
      },
      {
        key: 'work-information',
        path: '/dashboard/work-information',
        label: menuMessages.workInformation,
        onlyFor: 'individual',
        needsConfirmation: true,
      },
      {
        key: 'heir-information',
        path: '/dashboard/heir-information',
        label: menuMessages.heirInformation,
        onlyFor: 'individual',
        needsConfirmation: true,
      },
      {
        key: 'my-account-corporate',
        path: '/dashboard/my-account-corporate',
        label: menuMessages.myAccountCorporate,
        onlyFor: 'corporate',
        needsConfirmation: true,
      },
      {
        key: 'news',
        path: '/dashboard/news',
        label: menuMessages.news,
        onlyFor: 'all',
        needsConfirmation: false,
      },
      {
        key: 'setting',
        path: '/dashboard/setting',
        label: menuMessages.setting,
        onlyFor: 'all',
        needsConfirmation: false,
      },
    ],
  },
];

/**
 * Pages outside the menu, reached from home and from one another (the design of record, "Routes of the screens the spec gives no path for"):
 * the spec's menu stays as §2 gives it.
 */
export const OTHER_PAGES: readonly MenuEntry[] = [
  {
    key: 'wallet',
    path: '/dashboard/wallet',
    label: menuMessages.wallet,
    onlyFor: 'all',
    needsConfirmation: false,
  },
  {
    key: 'withdrawal',
    path: '/dashboard/withdrawal',
    label: menuMessages.withdrawal,
    onlyFor: 'all',
    needsConfirmation: false,
  },
  {
    key: 'portfolio',
    path: '/dashboard/portfolio',
    label: menuMessages.portfolio,
    onlyFor: 'all',
    needsConfirmation: false,
  },
  {
    key: 'funded-projects',
    path: '/dashboard/funded-projects',
    label: menuMessages.fundedProjects,
    onlyFor: 'all',
    needsConfirmation: false,
  },
  {
    key: 'yield',
    path: '/dashboard/yield',
    label: menuMessages.yield,
    onlyFor: 'all',
    needsConfirmation: false,
  },
  {
    key: 'statement',
    path: '/dashboard/statement',
    label: menuMessages.statement,
    onlyFor: 'all',
    needsConfirmation: false,
  },
  {
    key: 'tax',
    path: '/dashboard/tax',
    label: menuMessages.tax,
    onlyFor: 'all',
    needsConfirmation: false,
  },
  {
    key: 'transactions',
    path: '/dashboard/transactions',
    label: menuMessages.transactions,
    onlyFor: 'all',
    needsConfirmation: false,
  },
  {
    // The inbox, opened by the bell in the header.
    key: 'notifications',
    path: '/dashboard/notifications',
    label: menuMessages.notifications,
    onlyFor: 'all',
    needsConfirmation: false,
  },
  {
    key: 'sandbox-life',
    path: '/dashboard/sandbox-life',
    label: menuMessages.sandboxLife,
    onlyFor: 'all',
    needsConfirmation: false,
  },
];

/** lender_type 2 is corporate (badan hukum); anything else is an individual (spec §1, §3). */
export function lenderKindFromType(lenderType: number | string | null | undefined): LenderKind {
  return Number(lenderType) === 2 ? 'corporate' : 'individual';
}

export function isAllowedFor(entry: Pick<MenuEntry, 'onlyFor'>, kind: LenderKind): boolean {
  return entry.onlyFor === 'all' || entry.onlyFor === kind;
}

/** The menu a lender of this kind sees; empty groups are dropped. */
export function menuFor(kind: LenderKind, menu: readonly MenuNode[] = MENU): MenuNode[] {
  const visible: MenuNode[] = [];
  for (const node of menu) {
    if (isMenuGroup(node)) {
      const items = node.items.filter((item) => isAllowedFor(item, kind));
      if (items.length > 0) visible.push({ ...node, items });
    } else if (isAllowedFor(node, kind)) {
      visible.push(node);
    }
  }
  return visible;
}

/** Every entry, groups flattened. */
export function menuEntries(menu: readonly MenuNode[] = MENU): MenuEntry[] {
  return menu.flatMap((node) => (isMenuGroup(node) ? node.items : [node]));
}

/** The menu entry (or other page) a dashboard path belongs to (language prefix already stripped). */
export function entryForPath(
  path: string,
  menu: readonly MenuNode[] = MENU,
): MenuEntry | undefined {
  const clean = path.replace(/\/+$/, '') || '/';
  return [...menuEntries(menu), ...OTHER_PAGES].find((entry) => entry.path === clean);
}
