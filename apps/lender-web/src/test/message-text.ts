// The Indonesian text (id.json) of a message descriptor: code names messages by id only.
import catalogue from '../i18n/messages/id.json';

export function textOf(descriptor: { id?: string } | null | undefined): string | undefined {
  return descriptor?.id === undefined
    ? undefined
    : (catalogue as Record<string, string>)[descriptor.id];
}
