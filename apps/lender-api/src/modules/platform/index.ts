/** The platform module's surface for other modules and the composition root; its operations are in routes/index.ts. */
export { healthDb } from './tables.ts';
