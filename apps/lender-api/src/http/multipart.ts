import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const MAX_INDEX = 50;
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

/** `admins[0][nama]` → `['admins', 0, 'nama']`; null for names that are not of that form. */
export function fieldPath(name: string): Array<string | number> | null {
  const match = /^([A-Za-z_][A-Za-z0-9_]*)((?:\[[A-Za-z0-9_]+\])*)$/.exec(name);
  if (!match?.[1]) return null;
  const path: Array<string | number> = [match[1]];
  for (const [, segment] of (match[2] ?? '').matchAll(/\[([A-Za-z0-9_]+)\]/g)) {
    if (segment === undefined) return null;
    if (/^\d+$/.test(segment)) {
      const index = Number(segment);
      if (index > MAX_INDEX) return null;
      path.push(index);
    } else path.push(segment);
  }
  return path.some((segment) => typeof segment === 'string' && FORBIDDEN.has(segment))
    ? null
    : path;
}

function assign(
  target: Record<string, unknown>,
  path: Array<string | number>,
  value: unknown,
): void {
  let node: Record<string | number, unknown> = target;
  path.forEach((segment, i) => {
    if (i === path.length - 1) {
      node[segment] = value;
      return;
    }
    const next = path[i + 1];
    const existing = node[segment];
    if (typeof existing !== 'object' || existing === null || existing instanceof Blob) {
      node[segment] = typeof next === 'number' ? [] : {};
    }
    node = node[segment] as Record<string | number, unknown>;
  });
}

/**
 * Reads a multipart body into a plain object: text fields as strings (ints and booleans converted for
 * the fields named in `coerce`), files as `Blob`s with the declared type, so the contract's zod
 * schemas (`zod.instanceof(Blob)`) validate it. A file over 5 MB is a 413 (from @fastify/multipart).
 */
export async function readMultipart(
  request: FastifyRequest,
  coerce: { ints?: readonly string[]; booleans?: readonly string[] } = {},
): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) throw new HttpError(415, 'errors.unsupportedMediaType');
  const ints = new Set(coerce.ints ?? []);
  const booleans = new Set(coerce.booleans ?? []);
  const out: Record<string, unknown> = {};
  try {
    await readParts(request, out, ints, booleans);
  } catch (error) {
    // Our own refusals and @fastify/multipart's 4xx (413 for a file too large) go out as they are;
    // anything else the parser throws (no boundary, a body cut off) is a malformed body, not a 500.
    if (error instanceof HttpError) throw error;
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw new HttpError(400, 'errors.malformed');
  }
  return out;
}

async function readParts(
  request: FastifyRequest,
  out: Record<string, unknown>,
  ints: ReadonlySet<string>,
  booleans: ReadonlySet<string>,
): Promise<void> {
  for await (const part of request.parts()) {
    const path = fieldPath(part.fieldname);
    if (!path) throw new HttpError(400, 'errors.malformed');
    const leaf = String(path[path.length - 1]);
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      assign(out, path, new Blob([new Uint8Array(bytes)], { type: part.mimetype }));
    } else {
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      if (ints.has(leaf) && /^-?\d+$/.test(value)) assign(out, path, Number(value));
      else if (booleans.has(leaf) && ['true', 'false', '1', '0'].includes(value)) {
        assign(out, path, value === 'true' || value === '1');
      } else assign(out, path, value);
    }
  }
}
