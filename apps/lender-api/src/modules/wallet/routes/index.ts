import type { ApiRoute } from '../../../http/route.ts';
import { listVirtualAccountsRoute } from './list-virtual-accounts.ts';
import { getTopUpStepsRoute } from './get-top-up-steps.ts';
import { sandboxPayVirtualAccountRoute } from './sandbox-pay-virtual-account.ts';
import { getRdlAccountRoute } from './get-rdl-account.ts';
import { createRdfAccountRoute } from './create-rdf-account.ts';
import { listPaymentOptionsRoute } from './list-payment-options.ts';
import { createEwalletTopUpRoute } from './create-ewallet-top-up.ts';
import { checkQrisPaymentRoute } from './check-qris-payment.ts';
import { getEwalletTransactionRoute } from './get-ewallet-transaction.ts';
import { getTopUpLimitRoute } from './get-top-up-limit.ts';
import { prepareCardTopUpRoute } from './prepare-card-top-up.ts';
import { createCardTopUpRoute } from './create-card-top-up.ts';
import { listCardsRoute } from './list-cards.ts';
import { deleteCardRoute } from './delete-card.ts';
import { sandboxSettleEwalletRoute } from './sandbox-settle-ewallet.ts';
import { receivePaymentCallbackRoute } from './receive-payment-callback.ts';
import { sandboxAuthenticateCardRoute } from './sandbox-authenticate-card.ts';

/** The operations this module serves, mounted under the API base path. */
export const walletRoutes: readonly ApiRoute[] = [
  listVirtualAccountsRoute,
  getTopUpStepsRoute,
  sandboxPayVirtualAccountRoute,
  getRdlAccountRoute,
  createRdfAccountRoute,
  listPaymentOptionsRoute,
  createEwalletTopUpRoute,
  checkQrisPaymentRoute,
  getEwalletTransactionRoute,
  getTopUpLimitRoute,
  prepareCardTopUpRoute,
  createCardTopUpRoute,
  listCardsRoute,
  deleteCardRoute,
  sandboxSettleEwalletRoute,
  receivePaymentCallbackRoute,
  sandboxAuthenticateCardRoute,
];
export { registerWalletSandboxPages } from './sandbox-pages.ts';
