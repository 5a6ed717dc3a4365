/** The profile module's surface for other modules and the composition root; its operations are in routes/index.ts. */
export { submitAfterPhoneIfComplete } from './finalise.ts';
export { profileDb } from './tables.ts';
