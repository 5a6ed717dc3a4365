-- Regions of Indonesia (BPS codes without dots, loaded from the idn-area-data package at start)
-- and the option lists of the KYC forms.

CREATE TABLE region_provinces (
  kode   char(2) PRIMARY KEY,
  nama   text NOT NULL
);

CREATE TABLE region_regencies (
  kode            char(4) PRIMARY KEY,
  kode_provinsi   char(2) NOT NULL REFERENCES region_provinces (kode),
  nama            text NOT NULL
);
CREATE INDEX region_regencies_provinsi_idx ON region_regencies (kode_provinsi);

CREATE TABLE region_districts (
  kode        varchar(7) PRIMARY KEY,
  kode_kota   char(4) NOT NULL REFERENCES region_regencies (kode),
  nama        text NOT NULL
);
CREATE INDEX region_districts_kota_idx ON region_districts (kode_kota);

CREATE TABLE region_villages (
  kode             char(10) PRIMARY KEY,
  kode_kecamatan   varchar(7) NOT NULL REFERENCES region_districts (kode),
  nama             text NOT NULL,
  -- The region data carries no postcodes; null until a postcode source is loaded.
  kode_pos         char(5)
);
CREATE INDEX region_villages_kecamatan_idx ON region_villages (kode_kecamatan);

-- Every option list of the forms (religions, education, jobs, …): `kind` names the list.
CREATE TABLE master_options (
  kind    text NOT NULL,
  id      integer NOT NULL,
  nama    text NOT NULL,
  sort    integer NOT NULL,
  PRIMARY KEY (kind, id)
);

CREATE TABLE banks (
  kode        char(3) PRIMARY KEY,
  nama_bank   text NOT NULL,
  is_sharia   boolean NOT NULL DEFAULT false
);
