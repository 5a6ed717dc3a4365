import type { MessageKey, MessageParams } from '../shared/i18n/index.ts';

/** A field error before translation: the message key and its parameters. */
export interface FieldMessage {
  key: MessageKey;
  params?: MessageParams;
}

export type FieldMessages = Record<string, FieldMessage[]>;

/**
 * An expected refusal, turned into `{ message, errors? }` with `status` by the error handler.
 * Services throw it with message keys, so they stay free of HTTP and of languages.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly key: MessageKey;
  readonly params: MessageParams;
  readonly fields: FieldMessages | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    key: MessageKey,
    options: {
      params?: MessageParams;
      fields?: FieldMessages;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(key);
    this.name = 'HttpError';
    this.status = status;
    this.key = key;
    this.params = options.params ?? {};
    this.fields = options.fields;
    this.headers = options.headers ?? {};
  }
}

/** A 422 with the general validation message and the given field messages. */
export function validationError(fields: FieldMessages): HttpError {
  return new HttpError(422, 'errors.validation', { fields });
}

export function fieldError(field: string, key: MessageKey, params?: MessageParams): HttpError {
  return validationError({ [field]: [params ? { key, params } : { key }] });
}
