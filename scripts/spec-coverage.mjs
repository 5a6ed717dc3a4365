// Spec traceability: every row of spec §4, §5, §8 and §9 (scripts/spec-rows.mjs) must be
// named by id (`§8.14`) in the title of at least one test that runs product code — a test of
// apps/lender-web (unit, route, browser or journey) or of apps/lender-api; a test of packages/* alone
// does not count. Also: every quoted message text of those rows is in the app's catalogue (with the
// other language's translation under the same key) and is written literally in a web test, so a
// catalogue that drifts from the spec fails. Beside the table, docs/spec-coverage.md states the one
// rule for the fixed texts (each verbatim in its own language, translated in the other; checked here)
// and lists every deliberate departure from the spec (scripts/spec-departures.mjs).
//
//   node scripts/spec-coverage.mjs --write            regenerate docs/spec-coverage.md
//   node scripts/spec-coverage.mjs --check [reports]  fail on an untested row, a missing literal or a
//                                                     stale docs/spec-coverage.md; with the runners'
//                                                     JSON reports, a row counts only when a test that
//                                                     names it ran and passed in this run
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEPARTURES, ENGLISH_TEXTS, FIXED_TEXT_RULE, UNQUOTED_TEXTS } from './spec-departures.mjs';
import { literalsOf, specRows } from './spec-rows.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOC = path.join(ROOT, 'docs/spec-coverage.md');
const WEB = 'apps/lender-web';

/** Where each row's behaviour lives (a folder of the product): its screen exists when the folder does. */
const SCREENS = [
  [/^§4\.([1-6])$/, `${WEB}/src/features/ekyc`],
  [/^§4\.(7|8|9|1[0-4])$/, `${WEB}/src/features/corporate-kyc`],
  [/^§4\.15$/, `${WEB}/src/features/kyc-legacy`],
  [/^§4\.(1[6-8])$/, `${WEB}/src/capabilities/signing`],
  [/^§4\.19$/, `${WEB}/src/features/projects`],
  [/^§4\.2[01]$/, `${WEB}/src/features/withdrawal`],
  [/^§4\.22$/, `${WEB}/src/features/wallet`],
  [/^§4\.23$/, `${WEB}/src/features/home`],
  [/^§4\.24$/, `${WEB}/src/capabilities/session`],
  [/^§5\.([1-9]|1[01])$/, `${WEB}/src/features/ekyc`],
  [/^§5\.1[2-4]$/, `${WEB}/src/features/corporate-kyc`],
  [/^§5\.1[56]$/, `${WEB}/src/features/wallet`],
  [/^§5\.1[78]$/, `${WEB}/src/lib`],
  [/^§8\.[1]$/, `${WEB}/src/features/portfolio`],
  [/^§8\.[2-5]$/, `${WEB}/src/features/withdrawal`],
  [/^§8\.([6-9]|1[0-3])$/, `${WEB}/src/features/ekyc`],
  [/^§8\.14$/, `${WEB}/src/features/yield`],
  [/^§8\.15$/, `${WEB}/src/capabilities/money-action`],
  [/^§8\.16$/, `${WEB}/src/capabilities/signing`],
  [/^§8\.(1[7-9]|2[0])$/, `${WEB}/src/features/wallet`],
  [/^§8\.21$/, `${WEB}/src/features/profile`],
  [/^§8\.2[23]$/, `${WEB}/src/features/wallet`],
  [/^§8\.24$/, `${WEB}/src/capabilities/session`],
  [/^§8\.25$/, `${WEB}/src/features/withdrawal`],
  [/^§9\.1$/, `${WEB}/src/features/ekyc`],
  [/^§9\.[2-4]$/, `${WEB}/src/features/corporate-kyc`],
  [/^§9\.5$/, `${WEB}/src/features/ekyc`],
  [/^§9\.6$/, `${WEB}/src/features/projects`],
  [/^§9\.[78]$/, `${WEB}/src/features/news`],
  [/^§9\.(9|1[0-4])$/, `${WEB}/src/lib`],
  [/^§9\.1[5-8]$/, `${WEB}/src/features/wallet`],
  [/^§9\.19$/, `${WEB}/src/lib`],
];
const screenOf = (id) => SCREENS.find(([re]) => re.test(id))?.[1];

/** Texts of the rows that are not messages the app shows: provider statuses, server values, formats. */
const NOT_MESSAGES = new Set([
  'Completed',
  'COMPLETED',
  'Card not allowed',
  'dddd, D MMMM YYYY',
  'dddd, MMMM D, YYYY',
]);

function walk(dir, keep, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(full, keep, out);
    } else if (keep(entry.name)) out.push(full);
  }
  return out;
}
/** Every test file of apps/ that may name a row, read once: `[{ file, text, web }]`. */
const testSources = [
  ...walk(path.join(ROOT, WEB, 'src'), (n) => /\.test\.tsx?$/.test(n)),
  ...walk(path.join(ROOT, WEB, 'e2e'), (n) => /\.spec\.ts$/.test(n)),
  ...walk(path.join(ROOT, 'apps/lender-api/test'), (n) => /\.test\.ts$/.test(n)),
]
  .sort()
  .map((file) => ({
    file,
    text: fs.readFileSync(file, 'utf8'),
    web: file.startsWith(path.join(ROOT, WEB)),
  }));

// a test's title is a string literal that starts with a row id: `it('§8.14 …')`, `it.each(…)('§5.9 …')`,
// `test(`§8.7 ${lang} …`)` (the report check below then finds the test that ran under that title)
const TITLE = /(['"`])(§\d+\.\d+(?:\\.|(?!\1)[^\\])*?)\1/g;
const IDS = /§\d+\.\d+(?!\d)/g;

/** `Map<rowId, [{ file, line, title }]>` from the test titles in the source. */
function titlesById() {
  const byId = new Map();
  for (const { file, text } of testSources) {
    for (const m of text.matchAll(TITLE)) {
      const ids = m[2].match(IDS);
      if (!ids) continue;
      const line = text.slice(0, m.index).split('\n').length;
      for (const id of new Set(ids)) {
        if (!byId.has(id)) byId.set(id, []);
        byId.get(id).push({ file: path.relative(ROOT, file), line, title: m[2] });
      }
    }
  }
  return byId;
}

const cell = (s) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

const catalogue = (lang) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, WEB, `src/i18n/messages/${lang}.json`), 'utf8'));
const webTestSources = () => testSources.filter((source) => source.web).map((s) => s.text);

/** `[{ id, text, lang }]`: every fixed message text of §8 and §9 rows, with the language it is written in. */
function fixedTexts(rows) {
  const out = [];
  for (const r of rows.filter((row) => row.section === 8 || row.section === 9))
    for (const text of literalsOf(r.text).filter((t) => !NOT_MESSAGES.has(t)))
      out.push({ id: r.id, text, lang: ENGLISH_TEXTS.has(text) ? 'en' : 'id' });
  for (const { id, texts } of UNQUOTED_TEXTS)
    for (const text of texts) out.push({ id, text, lang: ENGLISH_TEXTS.has(text) ? 'en' : 'id' });
  return out;
}

/**
 * How each fixed text is shown: the catalogue keys holding it verbatim in its own language, with the
 * other language's text, and whether a web test asserts each language's text.
 */
function fixedTextShown({ text, lang }) {
  const own = catalogue(lang);
  const other = catalogue(lang === 'id' ? 'en' : 'id');
  const keys = Object.keys(own).filter((key) => own[key] === text);
  const tests = webTestSources();
  const asserted = (t) => tests.some((source) => source.includes(t.split(/\{\w+\}/)[0].trim()));
  return keys.map((key) => ({
    key,
    translation: other[key],
    tested: { own: asserted(text), other: other[key] !== undefined && asserted(other[key]) },
  }));
}

/** The fixed-text rule's problems: a text not verbatim in its language, or shown as is in the other. */
function fixedTextProblems(rows) {
  const problems = [];
  for (const fixed of fixedTexts(rows)) {
    const otherLang = fixed.lang === 'id' ? 'en' : 'id';
    const other = catalogue(otherLang);
    const shown = fixedTextShown(fixed);
    const onServer = serverTexts().some((source) => serverTextIn(source, fixed.text));
    if (shown.length === 0 && !onServer)
      problems.push(
        `${fixed.id} '${fixed.text}' (${fixed.lang}) is in no ${fixed.lang}.json text: the rule says verbatim in its own language`,
      );
    for (const key of Object.keys(other).filter((k) => other[k] === fixed.text))
      problems.push(
        `${fixed.id} '${fixed.text}' is ${otherLang}.json's ${key} too: the rule says translated in ${otherLang}`,
      );
  }
  return problems;
}

function rulesDoc(rows) {
  const lines = ['', "## One rule for the spec's fixed texts", ''];
  for (const paragraph of FIXED_TEXT_RULE) lines.push(paragraph, '');
  lines.push(
    '"Written in a web test" says whether a test of apps/lender-web writes that language\'s text literally.',
    '',
    '| Row | Fixed text | Written in | Catalogue key | Other language | Written in a web test (id / en) |',
    '| --- | --- | --- | --- | --- | --- |',
  );
  for (const fixed of fixedTexts(rows)) {
    const shown = fixedTextShown(fixed);
    if (shown.length === 0)
      lines.push(`| ${fixed.id} | ${cell(fixed.text)} | ${fixed.lang} | (the server's text) | | |`);
    for (const { key, translation, tested } of shown) {
      const [idTested, enTested] =
        fixed.lang === 'id' ? [tested.own, tested.other] : [tested.other, tested.own];
      const mark = (b) => (b ? 'yes' : '**no**');
      lines.push(
        `| ${fixed.id} | ${cell(fixed.text)} | ${fixed.lang} | \`${key}\` | ${cell(translation ?? '')} | ${mark(idTested)} / ${mark(enTested)} |`,
      );
    }
  }
  lines.push(
    '',
    '## Departures from the spec',
    '',
    'Each deliberate departure, with its reason (the decisions behind them are in `docs/decisions.md`).',
    '',
    '| Row | The spec says | Pendana does | Why |',
    '| --- | --- | --- | --- |',
  );
  for (const d of DEPARTURES)
    lines.push(`| ${d.id} | ${cell(d.spec)} | ${cell(d.app)} | ${cell(d.why)} |`);
  return lines;
}

function coverageDoc(rows, byId) {
  const lines = [
    '# Spec coverage',
    '',
    'Generated by `node scripts/spec-coverage.mjs --write` from `docs/spec/lender-platform-spec.md` and the',
    'test titles of apps/lender-web and apps/lender-api; `npm test` fails when it is stale, when a row is',
    'named by no test, or when no test naming a row passed in the run. Do not edit by hand.',
    '',
    `Rows tested: ${rows.filter((r) => byId.has(r.id)).length}/${rows.length}.`,
    '',
    '| Row | Spec | Product code | Tests |',
    '| --- | --- | --- | --- |',
  ];
  for (const r of rows) {
    // no line numbers: the table stays true while tests move inside their files
    const tests = (byId.get(r.id) ?? []).map((t) => `\`${t.file}\` ${cell(t.title)}`);
    lines.push(
      `| ${r.id} | ${cell(r.topic ? `${r.topic}: ${r.text}` : r.text)} | \`${screenOf(r.id) ?? '?'}\` | ${tests.length ? tests.join('<br>') : '**none**'} |`,
    );
  }
  lines.push(...rulesDoc(rows));
  return `${lines.join('\n')}\n`;
}

/** Row ids named by a test that passed, from the Vitest and Playwright JSON reports of this run. */
function passedIds(dir) {
  const ids = new Set();
  const note = (title) => (title.match(IDS) ?? []).forEach((id) => ids.add(id));
  const inApps = (file) => file.startsWith(`${WEB}/`) || file.startsWith('apps/lender-api/');
  const walkSuites = (suite, trail) => {
    for (const spec of suite.specs ?? [])
      if ((spec.tests ?? []).some((t) => t.status === 'expected'))
        note([...trail, spec.title].join(' '));
    for (const child of suite.suites ?? []) walkSuites(child, [...trail, child.title ?? '']);
  };
  for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const report = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
    if (name.startsWith('playwright')) for (const s of report.suites ?? []) walkSuites(s, []);
    else
      for (const result of report.testResults ?? [])
        if (inApps(path.relative(ROOT, result.name)))
          for (const t of result.assertionResults ?? [])
            if (t.status === 'passed') note(t.fullName);
  }
  return ids;
}

/** Problems with the rows' message texts: not in a catalogue, untranslated, or asserted by no web test. */
// the server's texts are `{ id: '…', en: '…' }` pairs (src/i18n/messages.ts and per-service texts)
const serverTexts = () =>
  walk(path.join(ROOT, 'apps/lender-api/src'), (n) => n.endsWith('.ts')).map((f) =>
    fs.readFileSync(f, 'utf8'),
  );
const serverTextIn = (source, text) => {
  const at = source.indexOf(`id: '${text}'`);
  return at >= 0 && /^[^}]*\ben:\s*['"`]/.test(source.slice(at));
};

function literalProblems(rows) {
  const id = catalogue('id');
  const en = catalogue('en');
  const webTests = webTestSources();
  const server = serverTexts();
  const problems = [];
  const texts = new Set(
    rows.flatMap((r) => literalsOf(r.text)).filter((t) => !NOT_MESSAGES.has(t)),
  );
  for (const text of texts) {
    const keys = [...Object.entries(id), ...Object.entries(en)]
      .filter(([, v]) => v === text)
      .map(([k]) => k);
    if (keys.length === 0 && !server.some((source) => serverTextIn(source, text)))
      problems.push(
        `'${text}' is in no message catalogue (the web's id.json/en.json or the server's id/en pairs)`,
      );
    for (const key of keys)
      if (!(key in id) || !(key in en))
        problems.push(`'${text}' (${key}) has no translation in both id.json and en.json`);
    // a text with a placeholder is asserted with the value filled in: its fixed part must be literal
    const fixed = text.split(/\{\w+\}/)[0].trim();
    if (!webTests.some((source) => source.includes(fixed)))
      problems.push(`'${text}' is asserted literally by no web test (apps/lender-web/src or e2e)`);
  }
  return problems;
}

const [mode, reports] = process.argv.slice(2);
const rows = specRows();
const byId = titlesById();
const doc = coverageDoc(rows, byId);
if (mode === '--write') {
  fs.writeFileSync(DOC, doc);
  console.log(`wrote ${path.relative(ROOT, DOC)}`);
}
const problems = [];
const unknown = [...byId.keys()].filter((id) => !rows.some((r) => r.id === id));
for (const id of unknown)
  problems.push(
    `${id} is named by ${byId.get(id)[0].file}:${byId.get(id)[0].line} but is no spec row`,
  );
for (const r of rows)
  if (!screenOf(r.id)) problems.push(`${r.id} has no product folder in SCREENS`);
const ran = reports ? passedIds(reports) : null;
const tested = rows.filter((r) => byId.has(r.id) && (!ran || ran.has(r.id)));
for (const r of rows.filter((row) => !tested.includes(row))) {
  const screen = screenOf(r.id);
  const exists = screen && fs.existsSync(path.join(ROOT, screen));
  const why = byId.has(r.id) ? 'no test naming it passed in this run' : 'no test names it';
  const line = `${r.id} ${why}: ${r.text}`;
  if (exists) problems.push(line);
  else console.log(`  (screen not built yet) ${line}`);
}
problems.push(...literalProblems(rows), ...fixedTextProblems(rows));
if (mode === '--check' && fs.readFileSync(DOC, 'utf8') !== doc)
  problems.push('docs/spec-coverage.md is stale: run `node scripts/spec-coverage.mjs --write`');
console.log(`spec rows tested ${tested.length}/${rows.length}`);
for (const p of problems) console.log(`  ✗ ${p}`);
process.exit(problems.length ? 1 : 0);
