// Code names messages by id only; the texts live in messages/id.json (Indonesian, the source,
// edited by hand) and messages/en.json. `messageGroup('auth.login')` is `{ title: { id:
// 'auth.login.title' }, … }` for every id.json key `auth.login.<key>`, typed from id.json: a
// mistyped key fails tsc. Messages with ICU arguments name them (`{ remove: ['name'] }`) so callers
// must pass them; messages.test.ts checks the names against the catalogues. The descriptors are
// made on first use (a Proxy), so no catalogue text or key list reaches the bundle.
import type { TypedMessageDescriptor } from 'react-intl';
import type catalogue from './messages/id.json';

/** Every message id of the catalogues. */
export type MessageId = keyof typeof catalogue & string;

type LastOf<K extends string> = K extends `${string}.${infer Tail}` ? LastOf<Tail> : K;
type ParentOf<K extends string> = K extends `${infer Parent}.${LastOf<K>}` ? Parent : never;

// Computed once for the whole catalogue (a per-group scan of every id costs tsc far more): each
// id's parent → the union of its children's last segments.
type Children = { [K in MessageId as ParentOf<K>]: LastOf<K> };

/** `auth.login`, `validation`, …: what comes before the last dot of a message id. */
export type MessagePrefix = keyof Children & string;

type SuffixOf<P extends string> = P extends MessagePrefix ? Children[P] : never;

/** The ICU argument names of a group's messages that take arguments. */
export type MessageArguments<P extends string> = {
  readonly [S in SuffixOf<P>]?: readonly string[];
};

/** A descriptor whose arguments are values of the named ICU arguments (none: no values). */
export type Message<
  Id extends string,
  Names extends readonly string[] = [],
> = TypedMessageDescriptor<{
  [Name in Names[number]]: string;
}> & { readonly id: Id };

export type MessageGroup<P extends string, A extends MessageArguments<P> = Record<never, never>> = {
  readonly [S in SuffixOf<P>]: Message<`${P}.${S}`, A[S] extends readonly string[] ? A[S] : []>;
};

/** What the message modules declared, for messages.test.ts. */
export const declaredMessages = {
  groups: new Map<string, Record<string, readonly string[]>>(),
  ids: new Map<string, readonly string[]>(),
};

/** One message by id, for keys that do not follow their ids (see `withMessages`). */
export function message<const Id extends MessageId, const Names extends readonly string[] = []>(
  id: Id,
  argumentNames?: Names,
): Message<Id, Names> {
  declaredMessages.ids.set(id, argumentNames ?? []);
  return { id } as Message<Id, Names>;
}

/** The messages `prefix.<key>`, by key. */
export function messageGroup<
  const P extends MessagePrefix,
  const A extends MessageArguments<P> = Record<never, never>,
>(prefix: P, argumentNames?: A): MessageGroup<P, A> {
  const known = declaredMessages.groups.get(prefix) ?? {};
  declaredMessages.groups.set(prefix, { ...known, ...(argumentNames as object) });
  const made = new Map<string, { id: string }>();
  return new Proxy({} as MessageGroup<P, A>, {
    get(_target, key) {
      if (typeof key !== 'string') return undefined;
      let descriptor = made.get(key);
      if (!descriptor) {
        descriptor = Object.freeze({ id: `${prefix}.${key}` });
        made.set(key, descriptor);
      }
      return descriptor;
    },
    // The group has no key list (nothing of the catalogue reaches the bundle), so a spread or
    // Object.keys would silently give {}: fail loudly instead (use `withMessages`).
    ownKeys() {
      throw new TypeError(
        `messageGroup('${prefix}') cannot be spread or listed: pick keys, or use withMessages()`,
      );
    },
  });
}

/** A group and a few messages whose keys do not follow their ids. */
export function withMessages<G extends object, const E extends Record<string, { id: string }>>(
  group: G,
  more: E,
): G & E {
  return new Proxy(group, {
    get: (target, key) =>
      typeof key === 'string' && key in more ? more[key] : Reflect.get(target, key),
  }) as G & E;
}
