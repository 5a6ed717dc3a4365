// Test support for the web app's XSS journey (apps/lender-web/e2e/news-xss.spec.ts): the real server
// (PORT, HOST, WEB_DIST, PGLITE_DIR from the environment, as `npm start`), with news articles written
// straight into the database — not through modules/content, whose sanitiser would clean them — as
// content that reached the database another way (an import, an old backend, an operator's SQL) would
// be. RAW_NEWS_FILE names a JSON array of { slug, title, html }. Prints "raw news ready" once served.
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';

interface RawNews {
  slug: string;
  title: string;
  html: string;
}

const file = process.env.RAW_NEWS_FILE;
if (!file) throw new Error('RAW_NEWS_FILE is not set');
const rows = JSON.parse(readFileSync(file, 'utf8')) as RawNews[];

const config = loadConfig();
const database = await openDatabase(config);
const app = await buildApp({ db: database, config, logger: { level: 'warn' } });
await app.whenReady();
for (const row of rows) {
  // Dated ahead of the seed's news, so they lead the first page.
  await sql`INSERT INTO news (slug, title_id, title_en, writer, image, deskripsi_id, deskripsi_en, published_on)
    VALUES (${row.slug}, ${row.title}, ${row.title}, ${'Uji Keamanan'}, ${null}, ${row.html}, ${row.html}, ${'2030-01-01'})`.execute(
    database.db,
  );
}
await app.listen({ port: config.port, host: config.host });
console.log('raw news ready');

const stop = () => {
  void app.close().then(() => database.close().then(() => process.exit(0)));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
