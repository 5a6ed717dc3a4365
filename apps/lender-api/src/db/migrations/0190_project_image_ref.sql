-- The project lists read each cover image's reference (`media:<md5>:<type>` for a
-- stored `data:` URL, the URL itself otherwise; modules/projects/media.ts) instead of hashing every image on every
-- request. A stored generated column: PostgreSQL computes it on every insert and update of `image_url`,
-- so no writer can forget it. Same expression as `mediaRef` in modules/projects/media.ts.
-- Valid on PostgreSQL 15 and PGlite.

ALTER TABLE projects
  ADD COLUMN image_ref text NOT NULL GENERATED ALWAYS AS (
    CASE
      WHEN image_url LIKE 'data:%'
        THEN 'media:' || md5(image_url) || ':' || split_part(split_part(image_url, ',', 1), ';', 1)
      ELSE image_url
    END
  ) STORED;
