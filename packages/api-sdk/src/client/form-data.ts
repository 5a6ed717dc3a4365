// Multipart encoder used by every generated multipart call (orval `override.formData`).
// Nested values use bracket notation: `admins[0][nama]`, `shareholders[1][lembar_saham]`.
// Files and Blobs are appended as they are; empty values (undefined, null) are left out.

type Primitive = string | number | boolean | bigint;

const isBlob = (value: unknown): value is Blob =>
  typeof Blob !== 'undefined' && value instanceof Blob;

function appendValue(formData: FormData, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (isBlob(value)) {
    const name = typeof File !== 'undefined' && value instanceof File ? value.name : 'blob';
    formData.append(key, value, name);
    return;
  }
  if (value instanceof Date) {
    formData.append(key, value.toISOString());
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => appendValue(formData, `${key}[${index}]`, item));
    return;
  }
  if (typeof value === 'object') {
    for (const [child, childValue] of Object.entries(value as Record<string, unknown>)) {
      appendValue(formData, `${key}[${child}]`, childValue);
    }
    return;
  }
  const primitive = value as Primitive;
  formData.append(
    key,
    typeof primitive === 'boolean' ? (primitive ? '1' : '0') : String(primitive),
  );
}

/** Encodes a request body as multipart form data (`admins[i][field]` for arrays of objects). */
export function toFormData<Body>(body: Body): FormData {
  const formData = new FormData();
  if (body === undefined || body === null) return formData;
  if (typeof body !== 'object' || isBlob(body) || Array.isArray(body)) {
    throw new TypeError('toFormData expects a plain object body');
  }
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    appendValue(formData, key, value);
  }
  return formData;
}
