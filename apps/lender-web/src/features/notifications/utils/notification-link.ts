// Where an inbox item happened, from its kind and the facts recorded with it (the server's payload of
// each kind): a path without the language prefix. A funding's events open its drawer in Manage
// Funding (by the funding's id, or by the project's when the event names only the project: the page
// opens the lender's funding in it); a withdrawal's open the withdrawal history; a top-up the
// transaction history; the account's the home page or the settings.
import type { NotificationItem, NotificationKind } from '@pendana/api-sdk';
import { DRAWER_ID_PARAM, DRAWER_PARAM } from '../../../lib/screen';

/**
 * Manage Funding opens the drawer named by `drawer` of the lender's funding in the project named by
 * `project` (the page resolves it to the funding's `id`).
 */
const PROJECT_PARAM = 'project';

const MY_FUNDING = '/dashboard/my-funding';

const positiveId = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;

function projectDrawer(payload: Record<string, unknown>, drawer: 'funding' | 'yield'): string {
  const project = positiveId(payload.project_id);
  return project === null
    ? MY_FUNDING
    : `${MY_FUNDING}?${DRAWER_PARAM}=${drawer}&${PROJECT_PARAM}=${project}`;
}

const LINKS: Record<NotificationKind, (payload: Record<string, unknown>) => string> = {
  topup_credited: () => '/dashboard/transactions',
  funding_confirmed: (payload) => {
    const funding = positiveId(payload.funding_id);
    return funding === null
      ? projectDrawer(payload, 'funding')
      : `${MY_FUNDING}?${DRAWER_PARAM}=funding&${DRAWER_ID_PARAM}=${funding}`;
  },
  hold_expiring: (payload) => projectDrawer(payload, 'funding'),
  yield_received: (payload) => projectDrawer(payload, 'yield'),
  principal_returned: (payload) => projectDrawer(payload, 'funding'),
  project_late: (payload) => projectDrawer(payload, 'funding'),
  default_declared: (payload) => projectDrawer(payload, 'funding'),
  project_ended: (payload) => projectDrawer(payload, 'funding'),
  withdrawal_sent: () => '/dashboard/withdrawal#withdrawal-history-heading',
  withdrawal_paid: () => '/dashboard/withdrawal#withdrawal-history-heading',
  withdrawal_refused: () => '/dashboard/withdrawal#withdrawal-history-heading',
  kyc_approved: () => '/dashboard',
  kyc_rejected: () => '/dashboard',
  esign_completed: () => MY_FUNDING,
  new_device_sign_in: () => '/dashboard/setting#password-heading',
  password_changed: () => '/dashboard/setting#password-heading',
  phone_changed: () => '/dashboard/setting#account-heading',
};

/** The page (path, search and hash; no language prefix) where the item's event happened. */
export function notificationLink(item: Pick<NotificationItem, 'kind' | 'payload'>): string {
  const link = LINKS[item.kind] as ((payload: Record<string, unknown>) => string) | undefined;
  // A kind this build does not know yet (a newer server) still opens the inbox's home.
  return link ? link(item.payload ?? {}) : '/dashboard';
}
