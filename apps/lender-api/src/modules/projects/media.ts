import { createHash } from 'node:crypto';
import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema/index.ts';

/**
 * Images stored as `data:` URLs (the demo seed's project and content covers) are served as files:
 * answers carry `<api base>/v1/media/<md5 of the data URL>.<ext>` and `GET /v1/media/:file` sends the
 * bytes with a year-long immutable cache (the name is the content's hash, so a changed image is a new
 * URL). The hash is computed by the database (`mediaRef`), so a list never moves the image bytes out
 * of it; any other value (an `https://` or `/api/files/…` URL) passes through unchanged.
 */

const EXTENSIONS: Record<string, string> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
const TYPES = new Map(Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]));

/** `<md5>.<ext>` as the media route accepts it. */
export const MEDIA_FILE = /^([0-9a-f]{32})\.(svg|png|jpg|webp|gif)$/;

let basePath = '/api';
/** The API base the media URLs start with (`API_BASE_PATH`); set once by `buildApp`. */
export function setMediaBasePath(path: string): void {
  basePath = path;
}

/**
 * SQL for an image column read as a reference: `media:<md5>:<data:type>` for a `data:` URL (hash and
 * type only, computed in the database), the value itself otherwise; `mediaUrl` turns it into the URL.
 */
export function mediaRef<T extends string | null>(column: Expression<T>): RawBuilder<T> {
  return sql<T>`case when ${column} like 'data:%' then 'media:' || md5(${column}) || ':' || split_part(split_part(${column}, ',', 1), ';', 1) else ${column} end`;
}

/**
 * The URL of a value read as it is stored (one row: hashing a few images here costs less than in the
 * database): the same URL `mediaRef` + `mediaUrl` give.
 */
export function mediaUrlOf(value: string): string {
  if (!value.startsWith('data:')) return value;
  const end = value.search(/[;,]/);
  const type = value.slice('data:'.length, end < 0 ? undefined : end);
  const hash = createHash('md5').update(value, 'utf8').digest('hex');
  return `${basePath}/v1/media/${hash}.${EXTENSIONS[type] ?? 'bin'}`;
}

/** The URL of a value read through `mediaRef`. */
export function mediaUrl(ref: string): string;
export function mediaUrl(ref: string | null): string | null;
export function mediaUrl(ref: string | null): string | null {
  if (ref === null || !ref.startsWith('media:')) return ref;
  const [, hash, , type] = ref.split(':');
  return `${basePath}/v1/media/${hash}.${EXTENSIONS[type ?? ''] ?? 'bin'}`;
}

/** The bytes and type of a `data:` URL (base64 or percent-encoded); null when it is not one. */
export function decodeDataUrl(value: string): { type: string; bytes: Buffer } | null {
  const match = /^data:([^;,]+)((?:;[^;,]*)*),/.exec(value);
  if (!match?.[1]) return null;
  const data = value.slice(match[0].length);
  const base64 = (match[2] ?? '').split(';').includes('base64');
  return {
    type: match[1],
    bytes: base64 ? Buffer.from(data, 'base64') : Buffer.from(decodeURIComponent(data), 'utf8'),
  };
}

export interface MediaFile {
  type: string;
  bytes: Buffer;
  etag: string;
}

/** Files already looked up, by name: they never change (the name is their hash). Bounded. */
const found = new Map<string, MediaFile>();
const FOUND_MAX = 1000;

/** A media file by its name (`<md5>.<ext>`), or null when no stored image has that hash and type. */
export async function findMedia(db: Kysely<DB>, file: string): Promise<MediaFile | null> {
  const cached = found.get(file);
  if (cached) return cached;
  const match = MEDIA_FILE.exec(file);
  if (!match?.[1] || !match[2]) return null;
  const [, hash, ext] = match;
  // The tables that hold images (the projects' and the content services'), read with raw SQL.
  const result = await sql<{ value: string }>`
    select value from (
      select image_url as value from projects
      union all select unnest(gambar) from projects
      union all select image from news
      union all select gambar from khazanah
    ) m
    where value like 'data:%' and md5(value) = ${hash}
    limit 1`.execute(db);
  const value = result.rows[0]?.value;
  const decoded = value ? decodeDataUrl(value) : null;
  if (!decoded || TYPES.get(ext) !== decoded.type) return null;
  const media = { ...decoded, etag: `"${hash}"` };
  if (found.size >= FOUND_MAX) found.delete(found.keys().next().value as string);
  found.set(file, media);
  return media;
}
