/** The withdrawal module's surface for other modules and the composition root; its operations are in routes/index.ts. */
export { payoutAccount } from './withdrawal.ts';
