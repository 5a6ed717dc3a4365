// Reads the committed bundle (generated/openapi.bundled.json) for the contract tests.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type Method = (typeof METHODS)[number];

export interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { $ref?: string; name?: string; in?: string }[];
  requestBody?: {
    content?: Record<string, { schema?: unknown; example?: unknown; examples?: unknown }>;
  };
  responses?: Record<
    string,
    {
      $ref?: string;
      headers?: Record<string, unknown>;
      content?: Record<string, { schema?: unknown; example?: unknown; examples?: unknown }>;
    }
  >;
}

export interface Bundle {
  security?: Record<string, string[]>[];
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: {
    schemas?: Record<string, unknown>;
    parameters?: Record<string, { name: string; in: string }>;
    responses?: Record<string, unknown>;
    securitySchemes?: Record<string, unknown>;
  };
}

export function loadBundle(): Bundle {
  const file = fileURLToPath(new URL('../generated/openapi.bundled.json', import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8')) as Bundle;
}

export function operations(bundle: Bundle): { method: Method; path: string; op: Operation }[] {
  const out: { method: Method; path: string; op: Operation }[] = [];
  for (const [path, item] of Object.entries(bundle.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (op) out.push({ method, path, op });
    }
  }
  return out;
}
