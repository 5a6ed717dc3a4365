/** The corporate-kyc module's surface for other modules and the composition root; its operations are in routes/index.ts. */
export { getCompany } from './company.ts';
export { checkFile } from './files.ts';
export { corporateProgress } from './progress.ts';
