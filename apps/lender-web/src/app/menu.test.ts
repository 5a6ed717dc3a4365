import { describe, expect, it } from 'vitest';
import { entryForPath, isMenuGroup, lenderKindFromType, MENU, menuEntries, menuFor } from './menu';
import { textOf } from '../test/message-text';

const paths = (kind: 'individual' | 'corporate') =>
  menuFor(kind).flatMap((node) =>
    isMenuGroup(node) ? node.items.map((i) => i.path) : [node.path],
  );

describe('menu (spec §2 and §6)', () => {
  it('has Home, Manage Funding, Search Funding, Simulation and a More group, in that order', () => {
    expect(MENU.map((node) => node.key)).toEqual([
      'home',
      'my-funding',
      'search-for-funding',
      'simulation',
      'more',
    ]);
    expect(MENU.map((node) => textOf(node.label))).toEqual([
      'Beranda',
      'Kelola Pendanaan',
      'Cari Pendanaan',
      'Simulasi',
      'Lainnya',
    ]);
  });

  it('shows account, work and heir to individuals, not the corporate account', () => {
    expect(paths('individual')).toEqual([
      '/dashboard',
      '/dashboard/my-funding',
      '/dashboard/search-for-funding',
      '/dashboard/simulation',
      '/dashboard/my-account',
      '/dashboard/work-information',
      '/dashboard/heir-information',
      '/dashboard/news',
      '/dashboard/setting',
    ]);
  });

  it('shows the corporate account to corporations, with news and settings', () => {
    expect(paths('corporate')).toEqual([
      '/dashboard',
      '/dashboard/my-funding',
      '/dashboard/search-for-funding',
      '/dashboard/simulation',
      '/dashboard/my-account-corporate',
      '/dashboard/news',
      '/dashboard/setting',
    ]);
  });

  it('marks exactly account, work, heir and corporate account as needing confirmation', () => {
    expect(
      menuEntries()
        .filter((e) => e.needsConfirmation)
        .map((e) => e.key),
    ).toEqual(['my-account', 'work-information', 'heir-information', 'my-account-corporate']);
  });

  it('gives each More entry the audience of spec §6', () => {
    const audience = Object.fromEntries(menuEntries().map((e) => [e.key, e.onlyFor]));
    expect(audience).toMatchObject({
      'my-account': 'individual',
      'work-information': 'individual',
      'heir-information': 'individual',
      'my-account-corporate': 'corporate',
      news: 'all',
      setting: 'all',
    });
  });

  it('lender_type 2 is corporate, anything else individual', () => {
    expect(lenderKindFromType(2)).toBe('corporate');
    expect(lenderKindFromType('2')).toBe('corporate');
    expect(lenderKindFromType(1)).toBe('individual');
    expect(lenderKindFromType(undefined)).toBe('individual');
  });

  it('finds the entry of a path', () => {
    expect(entryForPath('/dashboard/news/')?.key).toBe('news');
    expect(entryForPath('/dashboard/unknown')).toBeUndefined();
  });

  it('finds the pages outside the menu (wallet, withdrawal) without adding them to the menu', () => {
    expect(entryForPath('/dashboard/wallet')?.key).toBe('wallet');
    expect(entryForPath('/dashboard/withdrawal')?.key).toBe('withdrawal');
    expect(menuEntries().map((e) => e.key)).not.toContain('wallet');
  });
});
