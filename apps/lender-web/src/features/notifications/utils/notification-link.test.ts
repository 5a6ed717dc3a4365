// Each kind's item opens where its event happened, from the facts recorded with it.
import { describe, expect, it } from 'vitest';
import type { NotificationItem } from '@pendana/api-sdk';
import { notificationLink } from './notification-link';

const link = (kind: NotificationItem['kind'], payload: Record<string, unknown> = {}) =>
  notificationLink({ kind, payload });

describe('notificationLink', () => {
  it("opens the funding's yield drawer for yield received, by the project the event names", () => {
    expect(link('yield_received', { project_id: 21, amount: 98_000, tax: 0 })).toBe(
      '/dashboard/my-funding?drawer=yield&project=21',
    );
  });

  it("opens the funding's drawer by its id for a confirmed funding", () => {
    expect(link('funding_confirmed', { funding_id: 301, project_id: 17 })).toBe(
      '/dashboard/my-funding?drawer=funding&id=301',
    );
  });

  it("opens the funding's drawer by project for the project's events", () => {
    for (const kind of [
      'principal_returned',
      'project_late',
      'default_declared',
      'project_ended',
      'hold_expiring',
    ] as const) {
      expect(link(kind, { project_id: 7 })).toBe('/dashboard/my-funding?drawer=funding&project=7');
    }
  });

  it('opens the withdrawal history for every withdrawal event', () => {
    for (const kind of ['withdrawal_sent', 'withdrawal_paid', 'withdrawal_refused'] as const) {
      expect(link(kind, { withdrawal_id: 9, amount: 1, reason: null })).toBe(
        '/dashboard/withdrawal#withdrawal-history-heading',
      );
    }
  });

  it('opens the transactions, home or settings for the account events', () => {
    expect(link('topup_credited', { amount: 1, reference: 'x' })).toBe('/dashboard/transactions');
    expect(link('kyc_approved')).toBe('/dashboard');
    expect(link('kyc_rejected', { reason: null })).toBe('/dashboard');
    expect(link('password_changed')).toBe('/dashboard/setting#password-heading');
    expect(link('new_device_sign_in', { device: 'Chrome' })).toBe(
      '/dashboard/setting#password-heading',
    );
    expect(link('phone_changed')).toBe('/dashboard/setting#account-heading');
  });

  it('falls back to Manage Funding, never a broken link, when an id is missing or not an id', () => {
    expect(link('yield_received', {})).toBe('/dashboard/my-funding');
    expect(link('funding_confirmed', { funding_id: '301' })).toBe('/dashboard/my-funding');
    expect(link('project_late', { project_id: -1 })).toBe('/dashboard/my-funding');
    expect(notificationLink({ kind: 'unknown_kind' as never, payload: {} })).toBe('/dashboard');
  });
});
