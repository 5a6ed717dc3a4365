// orval configuration: the bundled contract of @pendana/api-spec → src/generated/** (never edited).
// Two outputs: TanStack Query v5 hooks + MSW handlers (axios through src/client/mutator.ts), and zod 4
// schemas of every request and response. `pnpm generate` (Nx: after api-spec's `bundle`).
import { readFileSync } from 'node:fs';
import { defineConfig } from 'orval';

const target = '../api-spec/generated/openapi.bundled.json';

// The staff's operations (tags `operator-*`) go to their own entry, `@pendana/api-sdk/operator`, on
// their own client (the operator's token); the lender's entries never contain them.
interface BundledDocument {
  tags?: { name: string }[];
}
const document = JSON.parse(
  readFileSync(new URL(target, import.meta.url), 'utf8'),
) as BundledDocument;
export const OPERATOR_TAGS: string[] = (document.tags ?? [])
  .map((tag) => tag.name)
  .filter((name) => name.startsWith('operator-'));
const input = { target, filters: { mode: 'exclude' as const, tags: OPERATOR_TAGS } };
const operatorInput = { target, filters: { mode: 'include' as const, tags: OPERATOR_TAGS } };

// Read-style POSTs of the legacy API read data: the contract marks them `x-query: true`, and the SDK
// exposes them as query hooks (queryOptions + useX) instead of mutations (docs/lender-api.md "API conventions").
interface BundledOperation {
  operationId?: string;
  'x-query'?: boolean;
}
const bundle = JSON.parse(readFileSync(new URL(target, import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, BundledOperation>>;
};
export const READ_STYLE_POSTS: string[] = Object.values(bundle.paths)
  .flatMap((item) => Object.values(item))
  .filter((operation) => operation['x-query'] === true && operation.operationId !== undefined)
  .map((operation) => operation.operationId as string)
  .sort();

const readStyleOverrides = Object.fromEntries(
  READ_STYLE_POSTS.map((operationId) => [
    operationId,
    { query: { useQuery: true, useMutation: false } },
  ]),
);

export default defineConfig({
  hooks: {
    input,
    output: {
      mode: 'tags-split',
      target: 'src/generated/hooks',
      schemas: 'src/generated/model',
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      indexFiles: true,
      mock: {
        indexMockFiles: true,
        generators: [{ type: 'msw', useExamples: true, delay: false, baseUrl: '*/api' }],
      },
      override: {
        mutator: { path: 'src/client/mutator.ts', name: 'customInstance' },
        formData: { path: 'src/client/form-data.ts', name: 'toFormData' },
        query: { version: 5, signal: true, shouldExportKeys: true },
        operations: readStyleOverrides,
      },
    },
  },
  operatorHooks: {
    input: operatorInput,
    output: {
      mode: 'tags-split',
      target: 'src/generated/operator/hooks',
      schemas: 'src/generated/operator/model',
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      indexFiles: true,
      mock: {
        indexMockFiles: true,
        generators: [{ type: 'msw', useExamples: true, delay: false, baseUrl: '*/api' }],
      },
      override: {
        mutator: { path: 'src/client/operator-mutator.ts', name: 'operatorInstance' },
        query: { version: 5, signal: true, shouldExportKeys: true },
      },
    },
  },
  operatorZod: {
    input: operatorInput,
    output: {
      mode: 'tags-split',
      client: 'zod',
      target: 'src/generated/operator/zod',
      fileExtension: '.zod.ts',
      clean: true,
      indexFiles: true,
      override: {
        zod: {
          version: 4,
          generateReusableSchemas: true,
          generate: { param: true, query: true, header: false, body: true, response: true },
          coerce: { param: true, query: true },
        },
      },
    },
  },
  zod: {
    input,
    output: {
      mode: 'tags-split',
      client: 'zod',
      target: 'src/generated/zod',
      fileExtension: '.zod.ts',
      clean: true,
      indexFiles: true,
      override: {
        zod: {
          version: 4,
          generateReusableSchemas: true,
          generate: { param: true, query: true, header: false, body: true, response: true },
          // Path and query values arrive as strings on the server: coerce them to the declared types.
          coerce: { param: true, query: true },
        },
      },
    },
  },
});
