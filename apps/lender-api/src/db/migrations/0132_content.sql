-- Content: news, the knowledge library (khazanah) and the FAQ, each text in Indonesian and English
-- (X-LANG picks one). HTML columns hold sanitised HTML only: rows are written through
-- src/modules/content/content-store.ts, which runs the allow-list sanitiser. `slug` keeps seeding idempotent.
CREATE TABLE news (
  id             serial PRIMARY KEY,
  slug           varchar(120) NOT NULL UNIQUE,
  title_id       text NOT NULL,
  title_en       text NOT NULL,
  writer         text NOT NULL,
  image          text,
  deskripsi_id   text NOT NULL,
  deskripsi_en   text NOT NULL,
  published_on   date NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX news_published_idx ON news (published_on DESC, id DESC);

CREATE TABLE khazanah (
  id             serial PRIMARY KEY,
  slug           varchar(120) NOT NULL UNIQUE,
  title_id       text NOT NULL,
  title_en       text NOT NULL,
  author         text NOT NULL,
  gambar         text,
  ringkasan_id   text NOT NULL,
  ringkasan_en   text NOT NULL,
  keterangan_id  text NOT NULL,
  keterangan_en  text NOT NULL,
  tgl_publish    date NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX khazanah_published_idx ON khazanah (tgl_publish DESC, id DESC);

CREATE TABLE faq_categories (
  id        serial PRIMARY KEY,
  slug      varchar(120) NOT NULL UNIQUE,
  nama_id   text NOT NULL,
  nama_en   text NOT NULL,
  sort      integer NOT NULL
);

CREATE TABLE faq_groups (
  id           serial PRIMARY KEY,
  slug         varchar(120) NOT NULL UNIQUE,
  category_id  integer NOT NULL REFERENCES faq_categories (id) ON DELETE CASCADE,
  nama_id      text NOT NULL,
  nama_en      text NOT NULL,
  sort         integer NOT NULL
);
CREATE INDEX faq_groups_category_idx ON faq_groups (category_id, sort);

CREATE TABLE faq_contents (
  id              serial PRIMARY KEY,
  slug            varchar(120) NOT NULL UNIQUE,
  group_id        integer NOT NULL REFERENCES faq_groups (id) ON DELETE CASCADE,
  pertanyaan_id   text NOT NULL,
  pertanyaan_en   text NOT NULL,
  jawaban_id      text NOT NULL,
  jawaban_en      text NOT NULL,
  sort            integer NOT NULL
);
CREATE INDEX faq_contents_group_idx ON faq_contents (group_id, sort);
