-- Individual eKYC: personal data, education/work/bank, heir, identity-check state, phone OTP codes.

CREATE TABLE ekyc_personal_data (
  lender_id          integer PRIMARY KEY REFERENCES lenders (id) ON DELETE CASCADE,
  nik                varchar(16) NOT NULL DEFAULT '',
  no_paspor          varchar(20),
  nama               varchar(100),
  tempat_lahir       varchar(60),
  tanggal_lahir      date,
  agama              integer,
  jenis_kelamin      integer,
  ibu_kandung        varchar(100),
  status_pernikahan  integer,
  kewarganegaraan    varchar(3),
  warga_negara       varchar(60),
  alamat             varchar(255),
  provinsi           char(2) REFERENCES region_provinces (kode),
  kabupaten          char(4) REFERENCES region_regencies (kode),
  kecamatan          varchar(7) REFERENCES region_districts (kode),
  kelurahan          char(10) REFERENCES region_villages (kode),
  kode_pos           char(5),
  rt                 varchar(3),
  rw                 varchar(3),
  is_passport        boolean NOT NULL DEFAULT false,
  alt                double precision,
  lat                double precision,
  long               double precision,
  foto_ktp           text,
  profile_ktp        text,
  profile            text,
  complete           boolean NOT NULL DEFAULT false,
  updated_at         timestamptz NOT NULL
);

CREATE TABLE ekyc_education (
  lender_id             integer PRIMARY KEY REFERENCES lenders (id) ON DELETE CASCADE,
  pendidikan            integer,
  pekerjaan             integer,
  bidang_pekerjaan      integer,
  bidang_online         integer,
  lama_kerja            integer,
  estimasi_penghasilan  integer,
  sumber_penghasilan    integer,
  npwp                  varchar(16) NOT NULL DEFAULT '',
  rekening              varchar(20),
  bank                  char(3) REFERENCES banks (kode),
  nama_pemilik          varchar(100),
  complete              boolean NOT NULL DEFAULT false,
  updated_at            timestamptz NOT NULL
);

CREATE TABLE ekyc_heirs (
  lender_id       integer PRIMARY KEY REFERENCES lenders (id) ON DELETE CASCADE,
  ahli_waris      varchar(100) NOT NULL,
  nik             char(16) NOT NULL,
  hubungan        integer NOT NULL,
  telp            varchar(13) NOT NULL,
  kode_operator   char(3) NOT NULL,
  alamat          varchar(255) NOT NULL,
  updated_at      timestamptz NOT NULL
);

-- Identity check state (0 not done, 1 verified, 2 failed) and the last liveness result.
CREATE TABLE ekyc_state (
  lender_id                 integer PRIMARY KEY REFERENCES lenders (id) ON DELETE CASCADE,
  status_ekyc               smallint NOT NULL DEFAULT 0 CHECK (status_ekyc IN (0, 1, 2)),
  liveness_provider         text,
  liveness_transaction_id   text,
  liveness_code             text,
  liveness_result           boolean,
  liveness_score            double precision,
  liveness_manipulation     double precision,
  liveness_passed           boolean NOT NULL DEFAULT false,
  liveness_face             text,
  updated_at                timestamptz NOT NULL
);

-- Phone OTP codes (hashed), with expiry and wrong-attempt counting.
CREATE TABLE otp_codes (
  id            serial PRIMARY KEY,
  lender_id     integer NOT NULL REFERENCES lenders (id) ON DELETE CASCADE,
  kode_negara   varchar(4) NOT NULL,
  no_telp       varchar(13) NOT NULL,
  code_hash     char(64) NOT NULL,
  attempts      integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz
);
CREATE INDEX otp_codes_lender_idx ON otp_codes (lender_id, created_at DESC);
