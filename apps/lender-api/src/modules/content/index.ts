/** The content module's surface for other modules and the composition root; its operations are in routes/index.ts. */
export { saveFaqCategory, saveKhazanah, saveNews } from './content-store.ts';
export type { FaqInput, KhazanahInput, NewsInput } from './content-store.ts';
export { contentDb } from './tables.ts';
