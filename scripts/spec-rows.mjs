// The rows of the product spec that tests must trace: every transition of §4, every rule of
// §5, every row of §8's table and every constant of §9, each with a stable id (`§8.14`) in the order
// the spec gives them. Read from the repo's copy of the spec, docs/spec/lender-platform-spec.md.
// A row is one sentence of §4, §5 and §9 (one bullet of §4's corporate list) or one table row of §8;
// a sentence that only says something "is not shown" is not a requirement and gets no id.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SPEC = path.join(ROOT, 'docs/spec/lender-platform-spec.md');

const sentences = (text) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
const notShownOnly = (s) => /\bnot shown\.$/.test(s) && !/[,;]/.test(s);

/** The text of one numbered section (`## 8. …`) up to the next `## `. */
function section(spec, number) {
  const start = spec.indexOf(`\n## ${number}. `);
  if (start < 0) throw new Error(`the spec has no section ${number}`);
  const end = spec.indexOf('\n## ', start + 1);
  return spec.slice(spec.indexOf('\n', start + 1) + 1, end < 0 ? undefined : end);
}

/** `[{ id: '§4.1', section: 4, topic, text }]`: topic is §4's bold paragraph title, else ''. */
export function specRows(spec = fs.readFileSync(SPEC, 'utf8')) {
  const rows = [];
  const add = (number, topic, text) =>
    rows.push({
      id: `§${number}.${rows.filter((r) => r.section === number).length + 1}`,
      section: number,
      topic,
      text,
    });
  for (const number of [4, 5, 9]) {
    let topic = '';
    for (const line of section(spec, number).split('\n')) {
      const trimmed = line.replace(/^\s*-\s+/, '').trim();
      if (!trimmed) continue;
      const titled = /^\*\*(.+?)\.\*\*\s*(.*)$/.exec(trimmed);
      if (titled) topic = titled[1];
      for (const s of sentences(titled ? titled[2] : trimmed))
        if (!notShownOnly(s) && !s.endsWith(':')) add(number, topic, s);
    }
  }
  for (const line of section(spec, 8).split('\n')) {
    const cells = /^\|(.+)\|$/
      .exec(line.trim())?.[1]
      .split('|')
      .map((c) => c.trim());
    if (!cells || cells[0] === 'Situation' || /^-+$/.test(cells[0])) continue;
    add(8, '', `${cells[0]} → ${cells[1]}`);
  }
  return rows.sort((a, b) => a.section - b.section || 0);
}

/** The quoted texts of a row (`'Gambar gagal diproses!'`). */
export const literalsOf = (text) => [...text.matchAll(/'([^']+)'/g)].map((m) => m[1]);

if (process.argv[1] === fileURLToPath(import.meta.url))
  for (const r of specRows()) console.log(`${r.id}\t${r.topic}\t${r.text}`);
