import type { Database } from '../db/database.ts';
import { saveFaqCategory, saveKhazanah, saveNews } from '../modules/content/index.ts';
import { contentDb } from '../modules/content/index.ts';
import { FAQ_SEED } from './content-faq.ts';
import { KHAZANAH_SEED } from './content-khazanah.ts';
import { NEWS_SEED } from './content-news.ts';

const COLORS = ['#0f766e', '#1d4ed8', '#b45309', '#7c3aed', '#be123c', '#15803d'];

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A generated cover (SVG data URL): the section name and the title on a colour of the slug. */
function cover(section: string, title: string, slug: string): string {
  const hash = [...slug].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) >>> 0, 7);
  const color = COLORS[hash % COLORS.length] ?? '#0f766e';
  const words = title.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const lastLine = lines[lines.length - 1];
    if (lastLine !== undefined && `${lastLine} ${word}`.length <= 30)
      lines[lines.length - 1] = `${lastLine} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .slice(0, 4)
    .map(
      (line, i) =>
        `<text x="32" y="${190 + i * 42}" font-family="sans-serif" font-size="32" font-weight="bold" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400"><rect width="640" height="400" fill="${color}"/><circle cx="560" cy="60" r="120" fill="#fff" opacity="0.12"/><text x="32" y="72" font-family="sans-serif" font-size="22" fill="#fff" opacity="0.85">${escapeXml(section)}</text>${text}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** News, khazanah and FAQ (reference data, idempotent by slug; HTML goes through the sanitiser). */
export async function seedContent(database: Database): Promise<void> {
  const db = contentDb(database.db);
  for (const item of NEWS_SEED) {
    await saveNews(db, {
      ...item,
      image: item.image ? cover('Berita Pendana', item.title.id, item.slug) : null,
    });
  }
  for (const item of KHAZANAH_SEED) {
    await saveKhazanah(db, {
      ...item,
      gambar: item.gambar ? cover('Khazanah', item.title.id, item.slug) : null,
    });
  }
  for (const [index, category] of FAQ_SEED.entries()) {
    await saveFaqCategory(db, category, index + 1);
  }
}
