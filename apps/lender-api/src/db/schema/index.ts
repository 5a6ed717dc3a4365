import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Kysely types of the tables created by `src/db/migrations/*.sql`. Keep both in step. */

export type UserStatus = 'Not Active' | 'notfilled' | 'pending' | 'active' | 'reject' | 'suspend';
export type LenderType = 1 | 2;

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

export interface LendersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  lender_type: LenderType;
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  nama: string | null;
  referal_code: string | null;
  email_verified_at: Date | null;
  is_active_rdl: ColumnType<boolean, boolean | undefined, boolean>;
  is_new_lender_ekyc: ColumnType<boolean, boolean | undefined, boolean>;
  no_hp: ColumnType<string | null, string | null | undefined, string | null>;
  kode_negara: ColumnType<string, string | undefined, string>;
  phone_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  last_login_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SessionsTable {
  token_hash: string;
  lender_id: number;
  created_at: Date;
  expires_at: Date;
}

export type AuthCodePurpose = 'verify_email' | 'reset_password';

export interface AuthCodesTable {
  code_hash: string;
  lender_id: number;
  purpose: AuthCodePurpose;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface LoginThrottleTable {
  throttle_key: string;
  failures: number;
  window_start: Date;
  locked_until: Date | null;
}

export interface RateLimitsTable {
  limit_key: string;
  window_start: Date;
  hits: number;
}

export interface OutboxMessagesTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  created_at: Date;
}

export interface TermConditionsTable {
  id: Generated<number>;
  lang: 'id' | 'en';
  title: string;
  writer: string;
  deskripsi: string;
  created_at: CreatedAt;
}

export interface RegionProvincesTable {
  kode: string;
  nama: string;
}
export interface RegionRegenciesTable {
  kode: string;
  kode_provinsi: string;
  nama: string;
}
export interface RegionDistrictsTable {
  kode: string;
  kode_kota: string;
  nama: string;
}
export interface RegionVillagesTable {
  kode: string;
  kode_kecamatan: string;
  nama: string;
  kode_pos: string | null;
}

export type MasterKind =
  | 'jenis_kelamin'
  | 'agama'
  | 'kawin'
  | 'pendidikan'
  | 'pekerjaan'
  | 'bidang_pekerjaan'
  | 'bidang_online'
  | 'lama_kerja'
  | 'pendapatan'
  | 'sumber_penghasilan'
  | 'hubungan'
  | 'jabatan'
  | 'jenis_pemegang_saham';

export interface MasterOptionsTable {
  kind: MasterKind;
  id: number;
  nama: string;
  sort: number;
}

export interface BanksTable {
  kode: string;
  nama_bank: string;
  is_sharia: boolean;
}

export interface EkycPersonalDataTable {
  lender_id: number;
  nik: string;
  no_paspor: string | null;
  nama: string | null;
  tempat_lahir: string | null;
  /** `date` column, written and read as YYYY-MM-DD text (cast in queries). */
  tanggal_lahir: string | null;
  agama: number | null;
  jenis_kelamin: number | null;
  ibu_kandung: string | null;
  status_pernikahan: number | null;
  kewarganegaraan: 'WNI' | 'WNA' | null;
  warga_negara: string | null;
  alamat: string | null;
  provinsi: string | null;
  kabupaten: string | null;
  kecamatan: string | null;
  kelurahan: string | null;
  kode_pos: string | null;
  rt: string | null;
  rw: string | null;
  is_passport: boolean;
  alt: number | null;
  lat: number | null;
  long: number | null;
  foto_ktp: string | null;
  profile_ktp: string | null;
  profile: string | null;
  complete: boolean;
  updated_at: Date;
}

export interface EkycEducationTable {
  lender_id: number;
  pendidikan: number | null;
  pekerjaan: number | null;
  bidang_pekerjaan: number | null;
  bidang_online: number | null;
  lama_kerja: number | null;
  estimasi_penghasilan: number | null;
  sumber_penghasilan: number | null;
  npwp: string;
  rekening: string | null;
  bank: string | null;
  nama_pemilik: string | null;
  complete: boolean;
  updated_at: Date;
}

export interface EkycHeirsTable {
  lender_id: number;
  ahli_waris: string;
  nik: string;
  hubungan: number;
  telp: string;
  kode_operator: string;
  alamat: string;
  updated_at: Date;
}

export type StatusEkyc = 0 | 1 | 2;

export interface EkycStateTable {
  lender_id: number;
  status_ekyc: ColumnType<StatusEkyc, StatusEkyc | undefined, StatusEkyc>;
  liveness_provider: string | null;
  liveness_transaction_id: string | null;
  liveness_code: string | null;
  liveness_result: boolean | null;
  liveness_score: number | null;
  liveness_manipulation: number | null;
  liveness_passed: ColumnType<boolean, boolean | undefined, boolean>;
  liveness_face: string | null;
  updated_at: Date;
}

export interface OtpCodesTable {
  id: Generated<number>;
  lender_id: number;
  kode_negara: string;
  no_telp: string;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface SandboxPopulationTable {
  nik: string;
  name: string;
  /** `date`, written as YYYY-MM-DD text. */
  dob: string;
}

export interface LivenessSessionsTable {
  reference: string;
  lender_id: number;
  provider: 'privy' | 'vida';
  token_hash: string | null;
  status: ColumnType<
    'pending' | 'passed' | 'failed',
    'pending' | 'passed' | 'failed' | undefined,
    'pending' | 'passed' | 'failed'
  >;
  created_at: Date;
  expires_at: Date;
  finished_at: Date | null;
}

export interface CorporateCompaniesTable {
  lender_id: number;
  nama: string;
  no_surat_izin: string | null;
  npwp: string;
  no_akta_pendirian: string | null;
  tanggal_akta_pendirian: string | null;
  no_akta_perubahan: string | null;
  tanggal_akta_perubahan: string | null;
  telepon: string | null;
  alamat: string | null;
  provinsi: string | null;
  kabupaten: string | null;
  kecamatan: string | null;
  kelurahan: string | null;
  kode_pos: string | null;
  berkedudukan: string | null;
  kedudukan_notaris_akta_pendirian: string | null;
  kedudukan_notaris_akta_perubahan: string | null;
  nama_notaris_akta_pendirian: string | null;
  nama_notaris_akta_perubahan: string | null;
  no_sk_kemenkumham_akta_pendirian: string | null;
  no_sk_kemenkumham_akta_perubahan: string | null;
  tanggal_sk_kemenkumham_akta_pendirian: string | null;
  tanggal_sk_kemenkumham_akta_perubahan: string | null;
  rekening: string | null;
  bank: string | null;
  nama_pemilik: string | null;
  bidang_pekerjaan: number | null;
  omset_tahun_terakhir: number | null;
  total_aset_tahun_terakhir: number | null;
  foto_npwp: string | null;
  laporan_keuangan: string | null;
  updated_at: Date;
}

export type CorporateRole = 'admin' | 'shareholder' | 'contact';

export interface CorporatePeopleTable {
  id: Generated<number>;
  lender_id: number;
  role: CorporateRole;
  position: number;
  nama: string;
  jenis_kelamin: number | null;
  jenis_identitas: number;
  identitas: string;
  tempat_lahir: string | null;
  tanggal_lahir: string | null;
  kode_operator: string | null;
  no_telepon: string | null;
  agama: number | null;
  pendidikan: number | null;
  npwp: string | null;
  jabatan: number;
  alamat: string | null;
  provinsi: string | null;
  kabupaten: string | null;
  kecamatan: string | null;
  kelurahan: string | null;
  kode_pos: string | null;
  jenis_pemegang_saham: number | null;
  nilai_saham: number | null;
  lembar_saham: number | null;
  foto_ktp: string | null;
  foto_npwp: string | null;
  foto_profile: string | null;
  foto_profile_ktp: string | null;
  updated_at: Date;
}

export interface DB {
  lenders: LendersTable;
  sessions: SessionsTable;
  auth_codes: AuthCodesTable;
  login_throttle: LoginThrottleTable;
  rate_limits: RateLimitsTable;
  outbox_messages: OutboxMessagesTable;
  term_conditions: TermConditionsTable;
  region_provinces: RegionProvincesTable;
  region_regencies: RegionRegenciesTable;
  region_districts: RegionDistrictsTable;
  region_villages: RegionVillagesTable;
  master_options: MasterOptionsTable;
  banks: BanksTable;
  ekyc_personal_data: EkycPersonalDataTable;
  ekyc_education: EkycEducationTable;
  ekyc_heirs: EkycHeirsTable;
  ekyc_state: EkycStateTable;
  otp_codes: OtpCodesTable;
  sandbox_population: SandboxPopulationTable;
  liveness_sessions: LivenessSessionsTable;
  corporate_companies: CorporateCompaniesTable;
  corporate_people: CorporatePeopleTable;
}

export type Lender = Selectable<LendersTable>;
export type NewLender = Insertable<LendersTable>;
export type OutboxMessage = Selectable<OutboxMessagesTable>;
