-- Options of the financing/ownership simulation (kprAuth/masterSimulasiPengajuan) and the figures
-- the formula reads (docs/lender-api.md "Server" "Simulation"). Valid on PostgreSQL 15 and PGlite.
CREATE TABLE simulation_types (
  id               integer PRIMARY KEY,
  nama_id          text NOT NULL,
  nama_en          text NOT NULL,
  -- 'flat': murabahah sale price (margin on the initial principal, fixed for the whole tenor);
  -- 'annuity': ujrah/profit share on the remaining principal with equal instalments.
  metode           text NOT NULL CHECK (metode IN ('flat', 'annuity')),
  margin_tahunan   numeric(5, 2) NOT NULL CHECK (margin_tahunan > 0 AND margin_tahunan < 50),
  sort             integer NOT NULL
);

CREATE TABLE simulation_purposes (
  id                    integer PRIMARY KEY,
  nama_id               text NOT NULL,
  nama_en               text NOT NULL,
  min_uang_muka_persen  integer NOT NULL CHECK (min_uang_muka_persen BETWEEN 0 AND 90),
  max_tenor             integer NOT NULL CHECK (max_tenor BETWEEN 6 AND 360),
  sort                  integer NOT NULL
);

INSERT INTO simulation_types (id, nama_id, nama_en, metode, margin_tahunan, sort) VALUES
  (1, 'Murabahah (jual beli, margin tetap)', 'Murabahah (sale with a fixed margin)', 'flat', 6.50, 1),
  (2, 'Musyarakah Mutanaqisah (kepemilikan bertahap)', 'Musyarakah Mutanaqisah (diminishing partnership)', 'annuity', 10.50, 2),
  (3, 'Ijarah Muntahiya Bittamlik (sewa berakhir kepemilikan)', 'Ijarah Muntahiya Bittamlik (lease ending in ownership)', 'annuity', 11.00, 3);

INSERT INTO simulation_purposes (id, nama_id, nama_en, min_uang_muka_persen, max_tenor, sort) VALUES
  (1, 'Kepemilikan Rumah Tapak', 'Landed house', 10, 240, 1),
  (2, 'Kepemilikan Apartemen', 'Apartment', 10, 180, 2),
  (3, 'Kepemilikan Ruko/Rukan', 'Shophouse or office', 20, 180, 3),
  (4, 'Kepemilikan Tanah Kavling', 'Residential land plot', 30, 120, 4),
  (5, 'Renovasi Rumah', 'Home renovation', 0, 120, 5);
