import type { z } from 'zod';
import { validationError, type FieldMessage, type FieldMessages } from './errors.ts';

type Issue = z.core.$ZodIssue;

function describeIssue(issue: Issue, input: unknown): FieldMessage {
  // A missing value is "required" whatever the check that caught it (coercing query schemas turn
  // `undefined` into a string first, so the failing check can be a format).
  if (
    (input === undefined || input === null || input === '') &&
    issue.code !== 'unrecognized_keys'
  ) {
    return { key: 'validation.required' };
  }
  switch (issue.code) {
    case 'invalid_type':
      return input === undefined || input === null
        ? { key: 'validation.required' }
        : { key: 'validation.invalidType' };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return input === ''
          ? { key: 'validation.required' }
          : { key: 'validation.tooShort', params: { min } };
      }
      if (issue.origin === 'array' && min === 1 && Array.isArray(input) && input.length === 0) {
        return { key: 'validation.required' };
      }
      return { key: 'validation.tooSmall', params: { min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      return issue.origin === 'string'
        ? { key: 'validation.tooLong', params: { max } }
        : { key: 'validation.tooBig', params: { max } };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'validation.invalidEmail' };
      if (issue.format === 'password') return { key: 'validation.password' };
      return { key: 'validation.invalidFormat' };
    case 'unrecognized_keys':
      return { key: 'validation.unknownField' };
    default:
      return { key: 'validation.invalidValue' };
  }
}

function valueAt(root: unknown, path: PropertyKey[]): unknown {
  let current: unknown = root;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

/** The wire name of the field an issue is about: `admins[0][nama]` style for nested paths. */
function fieldName(path: PropertyKey[]): string {
  if (path.length === 0) return 'message';
  const [head, ...rest] = path.map(String);
  return rest.reduce((name, segment) => `${name}[${segment}]`, head ?? 'message');
}

/**
 * Validates a request part with a contract schema (from `@pendana/api-sdk/zod`). On failure throws a
 * 422 whose field map is keyed by wire names; the messages are translated by the error handler.
 */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data === undefined ? {} : data);
  if (result.success) return result.data;
  const fields: FieldMessages = {};
  for (const issue of result.error.issues) {
    const paths =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [...issue.path, key])
        : [issue.path];
    for (const path of paths) {
      const name = fieldName(path);
      const message = describeIssue(issue, valueAt(data, path));
      const list = (fields[name] ??= []);
      if (!list.some((existing) => existing.key === message.key)) list.push(message);
    }
  }
  throw validationError(fields);
}

/** Characters no text column takes (PostgreSQL refuses NUL in text): never stored, never a 500. */
const FORBIDDEN_CHARACTER = String.fromCharCode(0);
const holdsForbidden = (text: string) => text.includes(FORBIDDEN_CHARACTER);

function collectForbidden(
  value: unknown,
  path: PropertyKey[],
  found: Set<string>,
  depth = 0,
): void {
  if (depth > 64) return;
  if (typeof value === 'string') {
    if (holdsForbidden(value)) found.add(fieldName(path));
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collectForbidden(item, [...path, index], found, depth + 1));
  } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (holdsForbidden(key)) found.add(fieldName([...path, key]));
      collectForbidden(item, [...path, key], found, depth + 1);
    }
  }
}

/**
 * Refuses a request whose path parameters, query or body hold a character no text column takes:
 * a 422 naming each field (wire names), for every operation at once (run-route), before any handler
 * reads it.
 */
export function rejectForbiddenCharacters(...parts: unknown[]): void {
  const found = new Set<string>();
  for (const part of parts) collectForbidden(part, [], found);
  if (found.size === 0) return;
  const fields: FieldMessages = {};
  for (const name of found) fields[name] = [{ key: 'validation.forbiddenCharacter' }];
  throw validationError(fields);
}
