// The staff's calls live in their own entry (`@pendana/api-sdk/operator`): the lender entries, which
// lender-web bundles, must not contain one of them, and the operator calls must go through the
// operator client (its own token), never the lender's.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as lender from '../src/index.ts';
import * as lenderZod from '../src/zod.ts';
import * as operator from '../src/operator.ts';
import * as operatorZod from '../src/operator-zod.ts';

const generated = fileURLToPath(new URL('../src/generated/', import.meta.url));
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
const text = (dir: string) =>
  filesUnder(path.join(generated, dir))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');

describe('@pendana/api-sdk/operator', () => {
  it('holds the operator calls, and the lender entries none of them', () => {
    expect(typeof operator.getOperatorMe).toBe('function');
    expect(typeof operator.useListOperatorKycQueue).toBe('function');
    expect(operatorZod.DecideOperatorKycBody).toBeDefined();
    expect(Object.keys(lender).filter((name) => /operator/i.test(name))).toEqual([]);
    expect(Object.keys(lenderZod).filter((name) => /^(?!.*Code).*Operator/.test(name))).toEqual([]);
    for (const dir of ['hooks', 'zod', 'model']) expect(text(dir)).not.toContain('/operator/');
  });

  it('sends operator calls through the operator client only', () => {
    const hooks = text('operator/hooks');
    expect(hooks).toContain('operatorInstance');
    expect(hooks).not.toContain('customInstance');
    expect(hooks.match(/url: `\/operator\//g)?.length).toBeGreaterThan(0);
    expect(hooks).not.toMatch(/url: `\/(?!operator\/)/);
  });
});
