// The contract is the judge: every answer the server gives in the server suite is
// checked against the OpenAPI document by a standard JSON Schema 2020-12 validator (Ajv), not only
// by the generated zod schemas, which are more lenient. Checked: the status code is documented for
// the operation, the media type is documented, and a JSON body validates against its schema.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import bundle from '@pendana/api-spec/bundled.json' with { type: 'json' };

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}
interface OperationObject {
  operationId?: string;
  responses?: Record<string, ResponseObject>;
}
type PathItem = Partial<Record<string, OperationObject>>;

const DOC_ID = 'pendana-openapi.json';
const doc = bundle as unknown as {
  paths: Record<string, PathItem>;
  components: { responses?: Record<string, ResponseObject> };
};

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addSchema(doc as object, DOC_ID);

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Contract paths as patterns on the served URL (`/api` + path), literal paths first. */
const PATHS = Object.keys(doc.paths)
  .map((template) => ({
    template,
    params: (template.match(/\{/g) ?? []).length,
    pattern: new RegExp(
      `^/api${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`,
    ),
  }))
  .sort((a, b) => a.params - b.params);

const validators = new Map<string, ValidateFunction>();
function validatorAt(pointer: string): ValidateFunction {
  let validate = validators.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOC_ID}#${pointer}` });
    validators.set(pointer, validate);
  }
  return validate;
}

/** The documented response for a status (exact, then 4XX-style, then default) and its pointer. */
function documented(
  template: string,
  method: string,
  operation: OperationObject,
  status: number,
): { response: ResponseObject; pointer: string } | null {
  const responses = operation.responses ?? {};
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => responses[k]);
  if (!key) return null;
  let response = responses[key]!;
  let pointer = `/paths/${escape(template)}/${method}/responses/${key}`;
  if (response.$ref) {
    const name = response.$ref.replace('#/components/responses/', '');
    response = doc.components.responses?.[name] ?? {};
    pointer = `/components/responses/${escape(name)}`;
  }
  return { response, pointer };
}

export interface ServedAnswer {
  method: string;
  url: string;
  statusCode: number;
  contentType: string | undefined;
  body: string;
}

/**
 * What is wrong with one answer under the contract, or null when it conforms. Answers outside the
 * contract's paths (sandbox provider pages, uploaded files, health) are not the contract's to judge.
 */
export function judge(answer: ServedAnswer): string | null {
  const pathname = answer.url.split('?')[0] ?? '';
  const method = answer.method.toLowerCase();
  const match = PATHS.find((p) => p.pattern.test(pathname) && doc.paths[p.template]?.[method]);
  if (!match) return null;
  const operation = doc.paths[match.template]![method]!;
  const where = `${operation.operationId ?? `${method} ${match.template}`} → ${answer.statusCode}`;
  const found = documented(match.template, method, operation, answer.statusCode);
  if (!found) return `${where}: status not documented`;
  const { response, pointer } = found;
  const content = response.content ?? {};
  const mediaType = (answer.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!mediaType || answer.body === '') {
    return Object.keys(content).length === 0 || answer.statusCode === 304
      ? null
      : `${where}: empty answer where the contract documents ${Object.keys(content).join(', ')}`;
  }
  const key = Object.keys(content).find(
    (type) =>
      type === mediaType ||
      type === '*/*' ||
      (type.endsWith('/*') && mediaType.startsWith(type.slice(0, -1))),
  );
  if (!key) {
    return `${where}: media type ${mediaType} not documented (${Object.keys(content).join(', ') || 'none'})`;
  }
  if (mediaType !== 'application/json' || !content[key]?.schema) return null;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `${where}: not JSON`;
  }
  const validate = validatorAt(`${pointer}/content/${escape(key)}/schema`);
  if (validate(body)) return null;
  const errors = (validate.errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
    .join('; ');
  return `${where}: ${errors} — ${answer.body.slice(0, 300)}`;
}
