#!/usr/bin/env node
// Lists the catalogue keys (apps/lender-web/src/i18n/messages/id.json) that no code reads, with the
// type checker: every `group.key` / `group[key]` outside tests and message modules whose descriptor
// type has a literal id marks that id used (aliases and lookups too, `group[k]` marks each id k can
// name), and so does a whole group handed on as a value. Exit 1 when some are unused. `node tools/i18n/unused-messages.mjs` (~10 s: a full tsc pass).
// messages.test.ts runs a quicker, textual version of this check.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const app = join(root, 'apps/lender-web');
const configPath = join(app, 'tsconfig.json');
const config = ts.getParsedCommandLineOfConfigFile(
  configPath,
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
);
const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
const checker = program.getTypeChecker();
const catalogue = JSON.parse(readFileSync(join(app, 'src/i18n/messages/id.json'), 'utf8'));
const used = new Set();

const isCode = (path) =>
  path.startsWith(join(app, 'src')) && !/\.(test|stories)\.tsx?$|messages\.ts$|\.d\.ts$/.test(path);

/** The literal ids a descriptor type (or a union of them) can carry. */
function idsOf(type) {
  const members = type.isUnion() ? type.types : [type];
  return members.flatMap((member) => {
    const id = member.getProperty('id');
    if (!id) return [];
    const idType = checker.getTypeOfSymbol(id);
    const literals = idType.isUnion() ? idType.types : [idType];
    return literals.filter((t) => t.isStringLiteral()).map((t) => t.value);
  });
}

const isGroup = (type) =>
  type.aliasSymbol?.name === 'MessageGroup' ||
  (type.isIntersection() && type.types.some((t) => t.aliasSymbol?.name === 'MessageGroup'));

/** `group` as a value given to other code (an alias `const m = group` is followed by its reads). */
function isHandedOn(node) {
  const parent = node.parent;
  return (
    ts.isJsxExpression(parent) ||
    (ts.isCallExpression(parent) && parent.arguments.includes(node)) ||
    (ts.isPropertyAssignment(parent) && parent.initializer === node) ||
    ts.isShorthandPropertyAssignment(parent) ||
    ts.isArrayLiteralExpression(parent) ||
    ts.isReturnStatement(parent) ||
    ts.isSpreadAssignment(parent) ||
    ts.isSpreadElement(parent)
  );
}

for (const file of program.getSourceFiles()) {
  if (!isCode(file.fileName)) continue;
  const visit = (node) => {
    if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
      for (const id of idsOf(checker.getTypeAtLocation(node))) used.add(id);
    } else if (ts.isIdentifier(node) && isHandedOn(node)) {
      // A whole group handed on (`texts={phoneMessages}`): all of its messages count as read.
      const type = checker.getTypeAtLocation(node);
      if (isGroup(type)) {
        for (const property of type.getProperties()) {
          for (const id of idsOf(checker.getTypeOfSymbol(property))) used.add(id);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

const unused = Object.keys(catalogue).filter((key) => !used.has(key));
console.log(
  unused.length
    ? `unused catalogue keys (${unused.length}):\n  ${unused.join('\n  ')}`
    : `every catalogue key is read by code (${used.size} ids)`,
);
process.exit(unused.length ? 1 : 0);
