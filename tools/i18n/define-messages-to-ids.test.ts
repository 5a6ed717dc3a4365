// Runs the codemod on a small app in a temp folder: a defineMessages module becomes a messageGroup,
// texts go to id.json, a second run changes nothing, and a clash or a missing English text stops it
// before it writes anything.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(dirname(fileURLToPath(import.meta.url)), 'define-messages-to-ids.mjs');
let app = '';

function makeApp(files: Record<string, string>, id: object, en: object) {
  app = mkdtempSync(join(tmpdir(), 'codemod-'));
  const all = {
    ...files,
    'src/i18n/message-group.ts': 'export {};\n',
    'src/i18n/messages/id.json': `${JSON.stringify(id, null, 2)}\n`,
    'src/i18n/messages/en.json': `${JSON.stringify(en, null, 2)}\n`,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(app, path)), { recursive: true });
    writeFileSync(join(app, path), text);
  }
}

function run(...args: string[]): { status: number; output: string } {
  try {
    return { status: 0, output: execFileSync('node', [script, '--app', app, ...args]).toString() };
  } catch (error) {
    const failed = error as { status: number; stdout: Buffer; stderr: Buffer };
    return { status: failed.status, output: `${failed.stdout}${failed.stderr}` };
  }
}

const read = (path: string) => readFileSync(join(app, path), 'utf8');

const MODULE = `import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const loginMessages = defineMessages({
  title: { id: 'auth.login.title', defaultMessage: 'Masuk' },
  hello: defineMessage<{ name: string }>({ id: 'auth.login.hello', defaultMessage: 'Halo {name}' }),
});

export const commonMessages = {
  ...defineMessages({ back: { id: 'common.action.back', defaultMessage: 'Kembali' } }),
  close: defineMessage({ id: 'common.action.close', defaultMessage: 'Tutup' }),
  appName: defineMessage({ id: 'common.app.name', defaultMessage: 'Pendana' }),
};

export type Label = MessageDescriptor;
`;
const EN = {
  'auth.login.title': 'Log in',
  'auth.login.hello': 'Hello {name}',
  'common.action.back': 'Back',
  'common.action.close': 'Close',
  'common.app.name': 'Pendana',
};

afterEach(() => rmSync(app, { recursive: true, force: true }));

describe('define-messages-to-ids', () => {
  it('turns declarations into groups named by id and moves the texts to id.json, once', () => {
    makeApp({ 'src/features/auth/messages.ts': MODULE }, { 'common.app.name': 'Pendana' }, EN);
    expect(run('--check').status).toBe(1);

    expect(run().status).toBe(0);
    expect(read('src/features/auth/messages.ts'))
      .toBe(`import type { MessageDescriptor } from 'react-intl';
import { message, messageGroup, withMessages } from '../../i18n/message-group';

export const loginMessages = messageGroup('auth.login', { hello: ['name'] });

export const commonMessages = withMessages(messageGroup('common.action'), {
  appName: message('common.app.name'),
});

export type Label = MessageDescriptor;
`);
    expect(JSON.parse(read('src/i18n/messages/id.json'))).toEqual({
      'auth.login.hello': 'Halo {name}',
      'auth.login.title': 'Masuk',
      'common.action.back': 'Kembali',
      'common.action.close': 'Tutup',
      'common.app.name': 'Pendana',
    });

    const converted = read('src/features/auth/messages.ts');
    expect(run('--check')).toEqual({
      status: 0,
      output: expect.stringContaining('nothing to convert'),
    });
    expect(run().status).toBe(0);
    expect(read('src/features/auth/messages.ts')).toBe(converted);
  });

  it('puts the helper import where the dropped react-intl import stood', () => {
    const module = `// Header.\nimport { defineMessages } from 'react-intl';\n\nexport const m = defineMessages({\n  a: { id: 'x.y.a', defaultMessage: 'A' },\n});\n`;
    makeApp({ 'src/features/x/messages.ts': module }, {}, { 'x.y.a': 'A' });
    expect(run().status).toBe(0);
    expect(read('src/features/x/messages.ts')).toBe(
      `// Header.\nimport { messageGroup } from '../../i18n/message-group';\n\nexport const m = messageGroup('x.y');\n`,
    );
  });

  it('drops the text of an inline descriptor and of <FormattedMessage>', () => {
    const view = `import { FormattedMessage, useIntl } from 'react-intl';

export function View() {
  const intl = useIntl();
  return (
    <p title={intl.formatMessage({ id: 'auth.login.title', defaultMessage: 'Masuk' })}>
      <FormattedMessage id="common.app.name" defaultMessage="Pendana" />
    </p>
  );
}
`;
    makeApp({ 'src/view.tsx': view }, {}, EN);
    expect(run().status).toBe(0);
    expect(read('src/view.tsx')).toContain(`intl.formatMessage({ id: 'auth.login.title' })`);
    expect(read('src/view.tsx')).toContain(`<FormattedMessage id="common.app.name" />`);
    expect(JSON.parse(read('src/i18n/messages/id.json'))).toEqual({
      'auth.login.title': 'Masuk',
      'common.app.name': 'Pendana',
    });
  });

  it('stops, writing nothing, when id.json has another text or en.json has none', () => {
    const { 'auth.login.hello': _, ...enWithoutHello } = EN;
    makeApp(
      { 'src/features/auth/messages.ts': MODULE },
      { 'auth.login.title': 'Masuk!' },
      enWithoutHello,
    );
    const result = run();
    expect(result.status).toBe(2);
    expect(result.output).toContain('auth.login.title: id.json has "Masuk!", the code "Masuk"');
    expect(result.output).toContain('auth.login.hello: en.json has no text');
    expect(read('src/features/auth/messages.ts')).toBe(MODULE);
    expect(JSON.parse(read('src/i18n/messages/id.json'))).toEqual({ 'auth.login.title': 'Masuk!' });
  });

  it('refuses a declaration it cannot read', () => {
    const dynamic = `import { defineMessages } from 'react-intl';\nconst key = 'x';\nexport const m = defineMessages({ a: { id: key, defaultMessage: 'A' } });\n`;
    makeApp({ 'src/features/x/messages.ts': dynamic }, {}, {});
    const result = run();
    expect(result.status).toBe(2);
    expect(result.output).toContain(
      'src/features/x/messages.ts:3: not a literal message declaration',
    );
  });
});
