#!/usr/bin/env node
// Codemod: react-intl messages declared in code → named by id only, texts in the catalogues.
//
//   node tools/i18n/define-messages-to-ids.mjs           rewrite apps/lender-web/src, merge id.json
//   node tools/i18n/define-messages-to-ids.mjs --check   change nothing; exit 1 if it would
//   … --app DIR                                          another app than apps/lender-web
//
// Every `defineMessages({...})` / `defineMessage({...})` (also spread into an object, as
// `{ ...defineMessages({...}), key: defineMessage<{ x: string }>({...}) }`) in a non-test .ts/.tsx
// file of apps/lender-web/src becomes `messageGroup('<prefix>', { key: ['x'] })` from
// src/i18n/message-group.ts when every id is `<prefix>.<key>`, else an object of `message('<id>')`.
// A `defaultMessage` in an inline descriptor (`{ id, defaultMessage }`, `<FormattedMessage id
// defaultMessage />`) is dropped. Each defaultMessage is merged into src/i18n/messages/id.json; it
// stops, writing nothing, when id.json already has another text for the id, when en.json lacks the
// id, or when a declaration is not literal. Re-runnable: converted code has nothing left to convert.
// After writing it formats the files it changed (prettier) and compiles the catalogues.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import * as prettier from 'prettier';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const appAt = process.argv.indexOf('--app');
const app = appAt > 0 ? resolve(process.argv[appAt + 1]) : join(root, 'apps/lender-web');
const src = join(app, 'src');
const helper = join(src, 'i18n/message-group.ts');
const catalogues = {
  id: join(src, 'i18n/messages/id.json'),
  en: join(src, 'i18n/messages/en.json'),
};
const check = process.argv.includes('--check');

const problems = [];
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const id = readJson(catalogues.id);
const en = readJson(catalogues.en);
let catalogueChanged = false;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'compiled' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories|d)\.tsx?$/.test(entry.name)
      ? [path]
      : [];
  });
}

const isCall = (node, names) =>
  ts.isCallExpression(node) &&
  ts.isIdentifier(node.expression) &&
  names.includes(node.expression.text);
const propertyName = (property) =>
  property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
    ? property.name.text
    : undefined;

/** ICU argument names of a text (simple `{name}` and `{name, type, …}` forms, tags `<b>`). */
function argumentNames(text) {
  const names = new Set();
  for (const match of text.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)) names.add(match[1]);
  return [...names].sort();
}

/** Records the code's text for an id in id.json (or a problem when they disagree). */
function merge(where, messageId, text) {
  if (typeof text !== 'string') return;
  if (id[messageId] === undefined) {
    id[messageId] = text;
    catalogueChanged = true;
  } else if (id[messageId] !== text) {
    problems.push(
      `${where}: ${messageId}: id.json has ${JSON.stringify(id[messageId])}, the code ${JSON.stringify(text)}`,
    );
  }
  if (!en[messageId]?.trim()) problems.push(`${where}: ${messageId}: en.json has no text`);
}

/** `{ id: '…', defaultMessage: '…' }` → { id, text } (undefined when not literal). */
function descriptorOf(node) {
  if (!ts.isObjectLiteralExpression(node)) return undefined;
  const found = {};
  for (const property of node.properties) {
    if (!ts.isPropertyAssignment(property)) return undefined;
    const name = propertyName(property);
    const value = property.initializer;
    if (!ts.isStringLiteralLike(value)) return undefined;
    if (name === 'id') found.id = value.text;
    else if (name === 'defaultMessage') found.text = value.text;
    else if (name !== 'description') return undefined;
  }
  return found.id ? found : undefined;
}

/** The messages of a declaration: [{ key, id, text }] or undefined when it is not one. */
function entriesOf(node, where) {
  if (isCall(node, ['defineMessages'])) {
    const [argument] = node.arguments;
    if (!argument || !ts.isObjectLiteralExpression(argument)) return fail(where, node);
    return argument.properties.flatMap((property) => {
      const entry = ts.isPropertyAssignment(property) ? entryOf(property) : undefined;
      return entry ?? fail(where, property);
    });
  }
  if (ts.isObjectLiteralExpression(node) && node.properties.some(isDeclaration)) {
    return node.properties.flatMap((property) => {
      if (ts.isSpreadAssignment(property))
        return entriesOf(property.expression, where) ?? fail(where, property);
      return (ts.isPropertyAssignment(property) && entryOf(property)) || fail(where, property);
    });
  }
  return undefined;
}

function isDeclaration(property) {
  if (ts.isSpreadAssignment(property)) return isCall(property.expression, ['defineMessages']);
  return ts.isPropertyAssignment(property) && isCall(property.initializer, ['defineMessage']);
}

function entryOf(property) {
  const key = propertyName(property);
  let value = property.initializer;
  if (isCall(value, ['defineMessage'])) value = value.arguments[0];
  const descriptor = value && descriptorOf(value);
  if (!key || !descriptor) return undefined;
  return [{ key, ...descriptor }];
}

function fail(where, node) {
  const { line } = node.getSourceFile().getLineAndCharacterOfPosition(node.getStart());
  problems.push(`${where}:${line + 1}: not a literal message declaration, convert it by hand`);
  return [];
}

/** The replacement text of a group of messages. */
function groupText(entries) {
  const args = (entry) => argumentNames(entry.text ?? id[entry.id] ?? '');
  const quoted = (names) => `[${names.map((a) => `'${a}'`).join(', ')}]`;
  const prefixOf = (e) =>
    !e.key.includes('.') && e.id.endsWith(`.${e.key}`) ? e.id.slice(0, -e.key.length - 1) : '';
  // The prefix most keys follow; the others are listed one by one.
  const counts = new Map();
  for (const e of entries)
    if (prefixOf(e)) counts.set(prefixOf(e), (counts.get(prefixOf(e)) ?? 0) + 1);
  const [prefix, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  const inGroup =
    count >= 2 || count === entries.length ? entries.filter((e) => prefixOf(e) === prefix) : [];
  const others = entries.filter((e) => !inGroup.includes(e));
  const single = (e) => `message('${e.id}'${args(e).length ? `, ${quoted(args(e))}` : ''})`;
  const list = `{\n${others.map((e) => `${key(e.key)}: ${single(e)}`).join(',\n')},\n}`;
  if (inGroup.length === 0) return { text: list, uses: ['message'] };
  const withArgs = inGroup.filter((e) => args(e).length > 0);
  const spec = withArgs.map((e) => `${key(e.key)}: ${quoted(args(e))}`).join(', ');
  const group = `messageGroup('${prefix}'${spec ? `, { ${spec} }` : ''})`;
  if (others.length === 0) return { text: group, uses: ['messageGroup'] };
  return {
    text: `withMessages(${group}, ${list})`,
    uses: ['message', 'messageGroup', 'withMessages'],
  };
}

const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

function convert(path) {
  const where = relative(root, path);
  const before = readFileSync(path, 'utf8');
  const file = ts.createSourceFile(
    path,
    before,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const edits = [];
  const uses = new Set();

  function visit(node) {
    const entries = entriesOf(node, where);
    if (entries) {
      for (const e of entries) merge(where, e.id, e.text);
      if (entries.length > 0) {
        const replacement = groupText(entries);
        for (const name of replacement.uses) uses.add(name);
        edits.push({ start: node.getStart(), end: node.getEnd(), text: replacement.text });
      }
      return;
    }
    if (isCall(node, ['defineMessage'])) {
      const descriptor = node.arguments[0] && descriptorOf(node.arguments[0]);
      if (!descriptor) return void fail(where, node);
      merge(where, descriptor.id, descriptor.text);
      const names = argumentNames(descriptor.text ?? id[descriptor.id] ?? '');
      const rest = names.length ? `, [${names.map((a) => `'${a}'`).join(', ')}]` : '';
      uses.add('message');
      edits.push({
        start: node.getStart(),
        end: node.getEnd(),
        text: `message('${descriptor.id}'${rest})`,
      });
      return;
    }
    // Inline descriptors: drop the text, keep the id.
    if (ts.isObjectLiteralExpression(node)) {
      const descriptor = descriptorOf(node);
      const property = node.properties.find((p) => propertyName(p) === 'defaultMessage');
      if (descriptor && property) {
        merge(where, descriptor.id, descriptor.text);
        edits.push(removal(node.properties, property));
      }
    }
    if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
      const attributes = node.attributes.properties;
      const attribute = (name) =>
        attributes.find((a) => ts.isJsxAttribute(a) && a.name.getText() === name);
      const idAttr = attribute('id');
      const textAttr = attribute('defaultMessage');
      if (idAttr && textAttr && node.tagName.getText() === 'FormattedMessage') {
        const literal = (a) =>
          a.initializer && ts.isStringLiteral(a.initializer) ? a.initializer.text : undefined;
        if (literal(idAttr) === undefined || literal(textAttr) === undefined)
          return void fail(where, node);
        merge(where, literal(idAttr), literal(textAttr));
        edits.push({ start: textAttr.getFullStart(), end: textAttr.getEnd(), text: '' });
      }
    }
    ts.forEachChild(node, visit);
  }
  visit(file);
  if (edits.length === 0) return undefined;

  let after = before;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    after = after.slice(0, edit.start) + edit.text + after.slice(edit.end);
  }
  after = fixImports(after, path, uses);
  return after === before ? undefined : { path, where, after };
}

function removal(properties, property) {
  const index = properties.indexOf(property);
  const start = index > 0 ? properties[index - 1].getEnd() : property.getStart();
  const end =
    index > 0 ? property.getEnd() : (properties[index + 1]?.getStart() ?? property.getEnd());
  return { start, end, text: '' };
}

/** Drops defineMessage(s) from the react-intl import; imports what the new code uses. */
function fixImports(text, path, uses) {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const edits = [];
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || statement.moduleSpecifier.text !== 'react-intl')
      continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    const kept = bindings.elements.filter(
      (e) => !['defineMessage', 'defineMessages'].includes(e.name.text),
    );
    if (kept.length === bindings.elements.length) continue;
    const still = (name) => new RegExp(`\\b${name}\\b`).test(text.slice(statement.getEnd()));
    const names = kept.filter(
      (e) => e.isTypeOnly || still(e.name.text) || statement.importClause.isTypeOnly,
    );
    const typesOnly = names.every((e) => e.isTypeOnly) || statement.importClause.isTypeOnly;
    const listed = names.map((e) =>
      typesOnly ? e.getText().replace(/^type\s+/, '') : e.getText(),
    );
    const replacement = names.length
      ? `import ${typesOnly ? 'type ' : ''}{ ${listed.join(', ')} } from 'react-intl';`
      : '';
    edits.push({ start: statement.getStart(), end: statement.getEnd(), text: replacement });
  }
  const existing = file.statements.find(
    (s) =>
      ts.isImportDeclaration(s) &&
      /\/message-group(\.ts)?$|^\.\/message-group$/.test(s.moduleSpecifier.text),
  );
  const needed = [...uses].filter((name) => !existing || !existing.getText().includes(name));
  if (needed.length > 0 && path !== helper) {
    let specifier = relative(dirname(path), helper).replace(/\.ts$/, '').split('\\').join('/');
    if (!specifier.startsWith('.')) specifier = `./${specifier}`;
    if (existing) {
      const clause = existing.importClause.namedBindings;
      const all = [...clause.elements.map((e) => e.getText()), ...needed].sort();
      edits.push({ start: clause.getStart(), end: clause.getEnd(), text: `{ ${all.join(', ')} }` });
    } else {
      const last = file.statements.filter(ts.isImportDeclaration).at(-1);
      const at = last ? last.getEnd() : 0;
      const line = `import { ${needed.sort().join(', ')} } from '${specifier}';`;
      // In place of a react-intl import that is dropped, else on a line of its own after the last.
      const replaces = edits.some((edit) => edit.end === at && edit.text === '');
      edits.push({ start: at, end: at, text: replaces ? line : last ? `\n${line}` : `${line}\n` });
    }
  }
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  }
  return text;
}

const sortedJson = (data) =>
  `${JSON.stringify(Object.fromEntries(Object.entries(data).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))), null, 2)}\n`;

const changes = sourceFiles(src).map(convert).filter(Boolean);
if (problems.length > 0) {
  console.error(
    `define-messages-to-ids: nothing written, ${problems.length} problem(s):\n  ${problems.join('\n  ')}`,
  );
  process.exit(2);
}
const catalogueText = sortedJson(id);
if (catalogueText !== readFileSync(catalogues.id, 'utf8')) catalogueChanged = true;
if (check) {
  for (const change of changes) console.log(`would convert ${change.where}`);
  if (catalogueChanged) console.log(`would update ${relative(root, catalogues.id)}`);
  const dirty = changes.length > 0 || catalogueChanged;
  console.log(
    dirty
      ? 'define-messages-to-ids --check: code still declares texts'
      : 'define-messages-to-ids --check: nothing to convert',
  );
  process.exit(dirty ? 1 : 0);
}
const options = (await prettier.resolveConfig(join(root, 'apps/lender-web/src/x.ts'))) ?? {};
for (const change of changes) {
  writeFileSync(
    change.path,
    await prettier.format(change.after, { ...options, filepath: change.path }),
  );
  console.log(`converted ${change.where}`);
}
if (catalogueChanged) {
  writeFileSync(
    catalogues.id,
    await prettier.format(catalogueText, { ...options, filepath: catalogues.id }),
  );
  console.log(`updated ${relative(root, catalogues.id)}`);
}
const compiles = existsSync(join(app, 'package.json'));
if (compiles && (changes.length > 0 || catalogueChanged)) {
  const compile = spawnSync('pnpm', ['run', 'i18n:compile'], { cwd: app, stdio: 'inherit' });
  if (compile.status !== 0) process.exit(compile.status ?? 1);
}
console.log(`define-messages-to-ids: ${changes.length} file(s) converted`);
