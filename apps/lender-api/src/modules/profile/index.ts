/** The profile module's surface for other modules and the composition root; its operations are in routes/index.ts. */
export { submitAfterPhoneIfComplete } from './finalise.ts';
export { lenderParty } from './party.ts';
export type { LenderParty } from './party.ts';
export { profileDb } from './tables.ts';
