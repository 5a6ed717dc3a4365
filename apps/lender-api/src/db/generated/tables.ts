/**
 * Generated from src/db/migrations/*.sql by scripts/generate-db-types.ts (kysely-codegen over a
 * freshly migrated PGlite): do not edit. Change a migration, then run
 * `pnpm --filter @pendana/lender-api run generate:db`.
 */
import type { ColumnType } from 'kysely';

export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U>
    ? ColumnType<S, I | undefined, U>
    : ColumnType<T, T | undefined, T>;

export type Json = JsonValue;

export type JsonArray = JsonValue[];

export type JsonObject = {
  [x: string]: JsonValue | undefined;
};

export type JsonPrimitive = boolean | number | string | null;

export type JsonValue = JsonArray | JsonObject | JsonPrimitive;

export type Numeric = ColumnType<string, number | string, number | string>;

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface AuthCodes {
  code_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  lender_id: number;
  purpose: string;
  used_at: Timestamp | null;
}

export interface BankBalanceSyncs {
  lender_id: number;
  saldo: number;
  synced_at: Timestamp;
}

export interface Banks {
  is_sharia: Generated<boolean>;
  kode: string;
  nama_bank: string;
}

export interface Bookings {
  created_at: Timestamp;
  doc_token: string;
  expires_at: Timestamp;
  funding_id: number | null;
  id: Generated<number>;
  jumlah_investasi: number;
  lender_id: number;
  paket: number;
  project_id: number;
  status: number;
  updated_at: Timestamp;
}

export interface Certificates {
  created_at: Timestamp;
  id: Generated<number>;
  lender_id: number;
  serial: string;
  total_aset: number;
}

export interface CorporateCompanies {
  alamat: string | null;
  bank: string | null;
  berkedudukan: string | null;
  bidang_pekerjaan: number | null;
  foto_npwp: string | null;
  kabupaten: string | null;
  kecamatan: string | null;
  kedudukan_notaris_akta_pendirian: string | null;
  kedudukan_notaris_akta_perubahan: string | null;
  kelurahan: string | null;
  kode_pos: string | null;
  laporan_keuangan: string | null;
  lender_id: number;
  nama: string;
  nama_notaris_akta_pendirian: string | null;
  nama_notaris_akta_perubahan: string | null;
  nama_pemilik: string | null;
  no_akta_pendirian: string | null;
  no_akta_perubahan: string | null;
  no_sk_kemenkumham_akta_pendirian: string | null;
  no_sk_kemenkumham_akta_perubahan: string | null;
  no_surat_izin: string | null;
  npwp: Generated<string>;
  omset_tahun_terakhir: number | null;
  provinsi: string | null;
  rekening: string | null;
  tanggal_akta_pendirian: string | null;
  tanggal_akta_perubahan: string | null;
  tanggal_sk_kemenkumham_akta_pendirian: string | null;
  tanggal_sk_kemenkumham_akta_perubahan: string | null;
  telepon: string | null;
  total_aset_tahun_terakhir: number | null;
  updated_at: Timestamp;
}

export interface CorporatePeople {
  agama: number | null;
  alamat: string | null;
  foto_ktp: string | null;
  foto_npwp: string | null;
  foto_profile: string | null;
  foto_profile_ktp: string | null;
  id: Generated<number>;
  identitas: string;
  jabatan: number;
  jenis_identitas: Generated<number>;
  jenis_kelamin: number | null;
  jenis_pemegang_saham: number | null;
  kabupaten: string | null;
  kecamatan: string | null;
  kelurahan: string | null;
  kode_operator: string | null;
  kode_pos: string | null;
  lembar_saham: number | null;
  lender_id: number;
  nama: string;
  nilai_saham: number | null;
  no_telepon: string | null;
  npwp: string | null;
  pendidikan: number | null;
  position: number;
  provinsi: string | null;
  role: string;
  tanggal_lahir: string | null;
  tempat_lahir: string | null;
  updated_at: Timestamp;
}

export interface EkycEducation {
  bank: string | null;
  bidang_online: number | null;
  bidang_pekerjaan: number | null;
  complete: Generated<boolean>;
  estimasi_penghasilan: number | null;
  lama_kerja: number | null;
  lender_id: number;
  nama_pemilik: string | null;
  npwp: Generated<string>;
  pekerjaan: number | null;
  pendidikan: number | null;
  rekening: string | null;
  sumber_penghasilan: number | null;
  updated_at: Timestamp;
}

export interface EkycHeirs {
  ahli_waris: string;
  alamat: string;
  hubungan: number;
  kode_operator: string;
  lender_id: number;
  nik: string;
  telp: string;
  updated_at: Timestamp;
}

export interface EkycPersonalData {
  agama: number | null;
  alamat: string | null;
  alt: number | null;
  complete: Generated<boolean>;
  foto_ktp: string | null;
  ibu_kandung: string | null;
  is_passport: Generated<boolean>;
  jenis_kelamin: number | null;
  kabupaten: string | null;
  kecamatan: string | null;
  kelurahan: string | null;
  kewarganegaraan: string | null;
  kode_pos: string | null;
  lat: number | null;
  lender_id: number;
  long: number | null;
  nama: string | null;
  nik: Generated<string>;
  no_paspor: string | null;
  profile: string | null;
  profile_ktp: string | null;
  provinsi: string | null;
  rt: string | null;
  rw: string | null;
  status_pernikahan: number | null;
  tanggal_lahir: string | null;
  tempat_lahir: string | null;
  updated_at: Timestamp;
  warga_negara: string | null;
}

export interface EkycState {
  lender_id: number;
  liveness_code: string | null;
  liveness_face: string | null;
  liveness_manipulation: number | null;
  liveness_passed: Generated<boolean>;
  liveness_provider: string | null;
  liveness_result: boolean | null;
  liveness_score: number | null;
  liveness_transaction_id: string | null;
  status_ekyc: Generated<number>;
  updated_at: Timestamp;
}

export interface EwalletTopups {
  amount: number;
  authenticated: Generated<boolean>;
  authentication_id: string | null;
  biaya: Generated<number>;
  card_brand: string | null;
  card_expiry: string | null;
  card_fingerprint: string | null;
  card_id: number | null;
  card_masked: string | null;
  card_nama_pemilik: string | null;
  created_at: Timestamp;
  expired_at: Timestamp;
  id: Generated<number>;
  lender_id: number;
  nomor_hp: string | null;
  paid_at: Timestamp | null;
  payment_method: string;
  provider_code: string;
  provider_error: string | null;
  provider_message: string;
  qr_string: string | null;
  redirect_url: string | null;
  reference_id: string;
  simpan_kartu: Generated<boolean>;
  status: number;
  transaction_id: number;
  updated_at: Timestamp;
}

export interface FaqCategories {
  id: Generated<number>;
  nama_en: string;
  nama_id: string;
  slug: string;
  sort: number;
}

export interface FaqContents {
  group_id: number;
  id: Generated<number>;
  jawaban_en: string;
  jawaban_id: string;
  pertanyaan_en: string;
  pertanyaan_id: string;
  slug: string;
  sort: number;
}

export interface FaqGroups {
  category_id: number;
  id: Generated<number>;
  nama_en: string;
  nama_id: string;
  slug: string;
  sort: number;
}

export interface FinancingInstallments {
  due_on: string;
  financing_id: number;
  number: number;
  paid_on: string | null;
  principal_due: number;
}

export interface Fundings {
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  jumlah_paket: number;
  lender_id: number;
  nominal_awal: number;
  project_id: number;
  status: Generated<number>;
  tanggal_invest: string;
  updated_at: Generated<Timestamp>;
}

export interface IdempotencyKeys {
  created_at: Timestamp;
  idem_key: string;
  lender_id: number;
  operation: string;
  request_hash: string;
  response: Json;
}

export interface InboxItems {
  created_at: Timestamp;
  event_id: number;
  id: Generated<number>;
  lender_id: number;
  read_at: Timestamp | null;
}

export interface Khazanah {
  author: string;
  created_at: Generated<Timestamp>;
  gambar: string | null;
  id: Generated<number>;
  keterangan_en: string;
  keterangan_id: string;
  ringkasan_en: string;
  ringkasan_id: string;
  slug: string;
  tgl_publish: string;
  title_en: string;
  title_id: string;
}

export interface KycDecisions {
  approved: boolean;
  decided_at: Timestamp;
  decided_by: string;
  id: Generated<number>;
  lender_id: number;
  reason: string | null;
}

export interface LedgerEntries {
  account: string;
  amount: number;
  created_at: Timestamp;
  id: Generated<number>;
  lender_id: number | null;
  posting: Generated<number>;
  project_id: number | null;
  transaction_id: number;
}

export interface LedgerTransactions {
  created_at: Timestamp;
  funding_id: number | null;
  id: Generated<number>;
  kategori: string;
  lender_id: number | null;
  nominal: number;
  perihal: string;
  referensi: string;
  status: number;
  tipe: string;
  updated_at: Timestamp;
}

export interface LenderDevices {
  device_hash: string;
  first_seen_at: Timestamp;
  label: string;
  last_seen_at: Timestamp;
  lender_id: number;
}

export interface LenderEvents {
  created_at: Generated<Timestamp>;
  dedupe_key: string | null;
  delivered_at: Timestamp | null;
  id: Generated<number>;
  kind: string;
  lender_id: number;
  mail_state: string | null;
  mailed_at: Timestamp | null;
  payload: Generated<Json>;
  queued_at: Timestamp | null;
}

export interface LenderProfilePictures {
  lender_id: number;
  storage_key: string;
  updated_at: Timestamp;
}

export interface LenderRecoveryCodes {
  code_hash: string;
  created_at: Timestamp;
  id: Generated<number>;
  lender_id: number;
  used_at: Timestamp | null;
}

export interface Lenders {
  created_at: Generated<Timestamp>;
  email: string;
  email_verified_at: Timestamp | null;
  id: Generated<number>;
  is_active_rdl: Generated<boolean>;
  is_new_lender_ekyc: Generated<boolean>;
  kode_negara: Generated<string>;
  last_login_at: Timestamp | null;
  lender_type: number;
  nama: string | null;
  no_hp: string | null;
  password_hash: string;
  phone_verified_at: Timestamp | null;
  referal_code: string | null;
  status: Generated<string>;
  updated_at: Generated<Timestamp>;
  username: string;
}

export interface LenderTaxResidency {
  basis: string;
  lender_id: number;
  rate_bp: number;
  recorded_at: Timestamp;
  recorded_by: string;
  status: string;
  treaty_country: string | null;
}

export interface LenderTwoFactor {
  created_at: Timestamp;
  enabled_at: Timestamp | null;
  last_used_step: number | null;
  lender_id: number;
  secret: string;
}

export interface LivenessSessions {
  created_at: Timestamp;
  expires_at: Timestamp;
  finished_at: Timestamp | null;
  lender_id: number;
  provider: string;
  reference: string;
  status: Generated<string>;
  token_hash: string | null;
}

export interface LoginThrottle {
  failures: number;
  locked_until: Timestamp | null;
  throttle_key: string;
  window_start: Timestamp;
}

export interface MasterOptions {
  id: number;
  kind: string;
  nama: string;
  sort: number;
}

export interface News {
  created_at: Generated<Timestamp>;
  deskripsi_en: string;
  deskripsi_id: string;
  id: Generated<number>;
  image: string | null;
  published_on: string;
  slug: string;
  title_en: string;
  title_id: string;
  writer: string;
}

export interface NotificationPreferences {
  email_off: Generated<string[]>;
  lang: Generated<string>;
  lender_id: number;
  updated_at: Timestamp;
}

export interface OcrQuotas {
  balance: number;
  lender_id: number;
  updated_at: Timestamp;
}

export interface OcrReadings {
  created_at: Timestamp;
  duration_ms: number;
  id: Generated<number>;
  lender_id: number;
  nik: string | null;
  status: string;
}

export interface OperatorAccounts {
  created_at: Timestamp;
  disabled_at: Timestamp | null;
  email: string;
  id: Generated<number>;
  name: string;
  password_hash: string;
  role: string;
  updated_at: Timestamp;
}

export interface OperatorAuditLog {
  action: string;
  actor: string;
  after_state: Json | null;
  at: Timestamp;
  before_state: Json | null;
  id: Generated<number>;
  ip: string | null;
  operator_id: number | null;
  request_id: string | null;
  target: string;
}

export interface OperatorSessions {
  created_at: Timestamp;
  expires_at: Timestamp;
  last_seen_at: Timestamp;
  operator_id: number;
  token_hash: string;
}

export interface OperatorTasks {
  created_at: Timestamp;
  details: Generated<Json>;
  id: Generated<number>;
  kind: string;
  resolved_at: Timestamp | null;
  subject_ref: string;
}

export interface OtpCodes {
  attempts: Generated<number>;
  code_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  id: Generated<number>;
  kode_negara: string;
  lender_id: number;
  no_telp: string;
  used_at: Timestamp | null;
}

export interface OutboxMessages {
  body: string;
  channel: string;
  created_at: Timestamp;
  html: string | null;
  id: Generated<number>;
  link: string | null;
  recipient: string;
  subject: string;
}

export interface PayoutHolds {
  id: Generated<number>;
  lender_id: number;
  reason: string;
  starts_at: Timestamp;
  until: Timestamp;
}

export interface PlatformFinancings {
  borrower_name: string;
  created_at: Generated<Timestamp>;
  disbursed_on: string;
  id: Generated<number>;
  kode: string;
  principal: number;
  sector: string;
  tenor_months: number;
}

export interface PortfolioReturns {
  as_of: string | null;
  figures: string | null;
  lender_id: number;
  version: Generated<number>;
}

export interface ProjectDefaults {
  at: Timestamp;
  declared_on: string;
  project_id: number;
  recovery: number;
  reference: string;
  repayment_id: number | null;
  written_off: number;
}

export interface Projects {
  akad: string;
  alamat: string;
  created_at: Generated<Timestamp>;
  deskripsi: string;
  gambar: Generated<string[]>;
  harga_paket: number;
  id: Generated<number>;
  image_ref: Generated<string>;
  image_url: string;
  imbal_hasil: Numeric;
  kategori: string;
  legalitas: string;
  nama: string;
  paket_awal: Generated<number>;
  paket_didanai: Generated<number>;
  payout_interval: Generated<number>;
  pemilik: string;
  platform_fee_rate: Generated<Numeric>;
  simulasi: string;
  stage: Generated<string>;
  tenor: number;
  tgl_mulai: string;
  tgl_mulai_penggalangan: string;
  tgl_selesai: string;
  tgl_selesai_penggalangan: string;
  total_paket: number;
}

export interface ProjectStageEvents {
  at: Timestamp;
  cause: string;
  from_stage: string | null;
  id: Generated<number>;
  project_id: number;
  to_stage: string;
}

export interface RateLimits {
  hits: number;
  limit_key: string;
  window_start: Timestamp;
}

export interface RdlAccounts {
  account_number: string | null;
  account_type: string;
  cif_number: string | null;
  created_at: Timestamp;
  kode_bank: string;
  lender_id: number;
  results: Generated<Json>;
  status: string;
  updated_at: Timestamp;
}

export interface RegionDistricts {
  kode: string;
  kode_kota: string;
  nama: string;
}

export interface RegionProvinces {
  kode: string;
  nama: string;
}

export interface RegionRegencies {
  kode: string;
  kode_provinsi: string;
  nama: string;
}

export interface RegionVillages {
  kode: string;
  kode_kecamatan: string;
  kode_pos: string | null;
  nama: string;
}

export interface Repayments {
  amount: number;
  completes: boolean;
  fee_transaction_id: number | null;
  id: Generated<number>;
  paid_on: string;
  payer_reference: string;
  platform_fee: number;
  principal: number;
  project_id: number;
  provider: string;
  recorded_at: Timestamp;
  yield: number;
}

export interface RepaymentShares {
  funding_id: number;
  gross_yield: number;
  lender_id: number;
  net_yield: number;
  principal: number;
  principal_transaction_id: number | null;
  repayment_id: number;
  tax: number;
  tax_kind: string;
  tax_rate_bp: number;
  yield_transaction_id: number | null;
}

export interface SandboxBankAccounts {
  lender_id: number;
  saldo: number | null;
  unreachable: Generated<boolean>;
  updated_at: Timestamp;
}

export interface SandboxClock {
  id: Generated<boolean>;
  offset_ms: number;
  updated_at: Timestamp;
}

export interface SandboxPopulation {
  dob: string;
  name: string;
  nik: string;
}

export interface SavedCards {
  brand: string;
  card_expiry: string;
  card_fingerprint: string;
  created_at: Timestamp;
  id: Generated<number>;
  lender_id: number;
  masked_number: string;
  nama_pemilik: string;
}

export interface SessionEndLinks {
  created_at: Timestamp;
  expires_at: Timestamp;
  lender_id: number;
  session_id: number;
  token_hash: string;
  used_at: Timestamp | null;
}

export interface Sessions {
  created_at: Timestamp;
  expires_at: Timestamp;
  id: Generated<number>;
  ip_address: string | null;
  last_seen_at: Timestamp | null;
  lender_id: number;
  token_hash: string;
  user_agent: string | null;
}

export interface SigningAccounts {
  lender_id: number;
  privy_id: string | null;
  updated_at: Timestamp;
  vida_sign_id: string | null;
  waktu_tte: Timestamp | null;
}

export interface SigningDocuments {
  created_at: Timestamp;
  doc_token: string;
  envelope_id: string | null;
  expires_at: Timestamp;
  finished_at: Timestamp | null;
  funding_id: number | null;
  id: Generated<number>;
  lang: Generated<string>;
  lender_id: number;
  nominal: number;
  opened_at: Timestamp | null;
  paket: number;
  project_id: number;
  provider: string;
  signer_email: string;
  signer_name: string;
  state: string;
  terms: Json;
}

export interface SimulationPurposes {
  id: number;
  max_tenor: number;
  min_uang_muka_persen: number;
  nama_en: string;
  nama_id: string;
  sort: number;
}

export interface SimulationTypes {
  id: number;
  margin_tahunan: Numeric;
  metode: string;
  nama_en: string;
  nama_id: string;
  sort: number;
}

export interface TermConditions {
  created_at: Generated<Timestamp>;
  deskripsi: string;
  id: Generated<number>;
  lang: string;
  title: string;
  writer: string;
}

export interface Topups {
  created_at: Timestamp;
  id: Generated<number>;
  kode_bank: string;
  lender_id: number;
  nominal: number;
  nomor_va: string;
  provider_reference: string;
  transaction_id: number;
}

export interface TwoFactorChallenges {
  created_at: Timestamp;
  expires_at: Timestamp;
  lender_id: number;
  token_hash: string;
  used_at: Timestamp | null;
}

export interface VirtualAccounts {
  created_at: Timestamp;
  kode_bank: string;
  lender_id: number;
  nomor_va: string;
}

export interface Wallets {
  created_at: Generated<Timestamp>;
  lender_id: number;
}

export interface WithdrawalReasons {
  alasan: string;
  kode: string;
  sort: number;
}

export interface Withdrawals {
  approved_at: Timestamp | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
  id: Generated<number>;
  keterangan: string | null;
  kode_alasan: string;
  kode_bank: string;
  kode_penolakan: string | null;
  lender_id: number;
  no_rekening: string;
  nominal: number;
  payout_reference: string;
  payout_state: Generated<string>;
  provider_reason: string | null;
  sent_at: Timestamp | null;
  status: number;
  transaction_id: number;
}

export interface YieldPayouts {
  bruto: number;
  bulan: number;
  funding_id: number;
  jenis_pajak: string;
  lender_id: number;
  nominal: number;
  paid_at: Timestamp;
  pajak: number;
  repayment_id: number | null;
  tanggal_payout: string;
  tarif_pajak_bp: number;
  transaction_id: number | null;
}

export interface DB {
  auth_codes: AuthCodes;
  bank_balance_syncs: BankBalanceSyncs;
  banks: Banks;
  bookings: Bookings;
  certificates: Certificates;
  corporate_companies: CorporateCompanies;
  corporate_people: CorporatePeople;
  ekyc_education: EkycEducation;
  ekyc_heirs: EkycHeirs;
  ekyc_personal_data: EkycPersonalData;
  ekyc_state: EkycState;
  ewallet_topups: EwalletTopups;
  faq_categories: FaqCategories;
  faq_contents: FaqContents;
  faq_groups: FaqGroups;
  financing_installments: FinancingInstallments;
  fundings: Fundings;
  idempotency_keys: IdempotencyKeys;
  inbox_items: InboxItems;
  khazanah: Khazanah;
  kyc_decisions: KycDecisions;
  ledger_entries: LedgerEntries;
  ledger_transactions: LedgerTransactions;
  lender_devices: LenderDevices;
  lender_events: LenderEvents;
  lender_profile_pictures: LenderProfilePictures;
  lender_recovery_codes: LenderRecoveryCodes;
  lender_tax_residency: LenderTaxResidency;
  lender_two_factor: LenderTwoFactor;
  lenders: Lenders;
  liveness_sessions: LivenessSessions;
  login_throttle: LoginThrottle;
  master_options: MasterOptions;
  news: News;
  notification_preferences: NotificationPreferences;
  ocr_quotas: OcrQuotas;
  ocr_readings: OcrReadings;
  operator_accounts: OperatorAccounts;
  operator_audit_log: OperatorAuditLog;
  operator_sessions: OperatorSessions;
  operator_tasks: OperatorTasks;
  otp_codes: OtpCodes;
  outbox_messages: OutboxMessages;
  payout_holds: PayoutHolds;
  platform_financings: PlatformFinancings;
  portfolio_returns: PortfolioReturns;
  project_defaults: ProjectDefaults;
  project_stage_events: ProjectStageEvents;
  projects: Projects;
  rate_limits: RateLimits;
  rdl_accounts: RdlAccounts;
  region_districts: RegionDistricts;
  region_provinces: RegionProvinces;
  region_regencies: RegionRegencies;
  region_villages: RegionVillages;
  repayment_shares: RepaymentShares;
  repayments: Repayments;
  sandbox_bank_accounts: SandboxBankAccounts;
  sandbox_clock: SandboxClock;
  sandbox_population: SandboxPopulation;
  saved_cards: SavedCards;
  session_end_links: SessionEndLinks;
  sessions: Sessions;
  signing_accounts: SigningAccounts;
  signing_documents: SigningDocuments;
  simulation_purposes: SimulationPurposes;
  simulation_types: SimulationTypes;
  term_conditions: TermConditions;
  topups: Topups;
  two_factor_challenges: TwoFactorChallenges;
  virtual_accounts: VirtualAccounts;
  wallets: Wallets;
  withdrawal_reasons: WithdrawalReasons;
  withdrawals: Withdrawals;
  yield_payouts: YieldPayouts;
}
