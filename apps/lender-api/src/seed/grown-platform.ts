/**
 * A platform with years of history, for the scale bench (`scripts/bench.mjs --grow …`) and the
 * grown-platform tests: projects that ended long ago (never listed), projects open today, and one
 * lender holding fundings in many of the open ones with their ledger postings (a top-up, then one
 * funding posting each, balanced as the database demands). Plain SQL statements (numbers and a
 * validated user name only), run by whoever holds a connection: the bench's `pg` client or a test's
 * Kysely. Copies of the seeded projects' rows keep the rows as wide as real ones (HTML, gallery).
 */
export interface GrowOptions {
  /** The Jakarta day the platform is grown around (`YYYY-MM-DD`). */
  today: string;
  /** Projects whose whole life ended years before `today`. */
  ended: number;
  /** Projects in fundraising on `today` (window around it, end months later). */
  open: number;
  /** The lender (`lenders.username`) given `fundings` fundings, one per open project, newest last. */
  lender?: string | undefined;
  fundings?: number | undefined;
  /** A prefix for the new projects' names (unique names: grow twice with two prefixes). */
  prefix?: string | undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const NAME = /^[A-Za-z0-9._-]+$/;
const PREFIX = /^[A-Za-z0-9 ]+$/;

function count(value: number | undefined, what: string): number {
  const n = value ?? 0;
  if (!Number.isSafeInteger(n) || n < 0 || n > 10_000_000) throw new Error(`bad ${what}: ${value}`);
  return n;
}

/** The statements that grow the platform, in order (each one statement; run them in one transaction). */
export function grownPlatformStatements(options: GrowOptions): string[] {
  if (!DAY.test(options.today)) throw new Error(`bad day: ${options.today}`);
  const ended = count(options.ended, 'ended');
  const open = count(options.open, 'open');
  const fundings = count(options.fundings, 'fundings');
  const prefix = options.prefix ?? 'Tumbuh';
  if (!PREFIX.test(prefix)) throw new Error(`bad prefix: ${prefix}`);
  if (fundings > open) throw new Error('one funding per open project: fundings ≤ open');
  if (fundings > 0 && !(options.lender && NAME.test(options.lender)))
    throw new Error(`bad lender: ${options.lender}`);
  const today = `'${options.today}'::date`;
  // The columns copied from the seeded projects (the template of the n-th new project).
  const copy = `with template as (
      select row_number() over (order by id) - 1 as k, count(*) over () as n, * from projects
        where nama not like '${prefix} %')`;
  const columns = `nama, alamat, kategori, akad, imbal_hasil, harga_paket, total_paket, paket_awal,
      tenor, payout_interval, tgl_mulai_penggalangan, tgl_selesai_penggalangan, tgl_mulai, tgl_selesai,
      image_url, gambar, deskripsi, legalitas, pemilik, simulasi, stage`;
  const statements: string[] = [];
  if (ended > 0)
    // Spread over the ten years before `today`, every one finished and repaid more than a year ago.
    statements.push(`${copy}
      insert into projects (${columns})
      select '${prefix} selesai ' || g || ' ' || t.nama, t.alamat, t.kategori, t.akad, t.imbal_hasil,
        t.harga_paket, t.total_paket, t.total_paket, t.tenor, t.payout_interval,
        d.raise_start, d.raise_start + 20, d.raise_start + 25,
        (d.raise_start + 25 + make_interval(months => t.tenor))::date,
        t.image_url, t.gambar, t.deskripsi, t.legalitas, t.pemilik, t.simulasi, 'repaid'
      from generate_series(1, ${ended}) g
      join template t on t.k = g % t.n
      cross join lateral (select ${today} - 430 - 31 * t.tenor - (g % 3300) as raise_start) d`);
  if (open > 0)
    statements.push(`${copy}
      insert into projects (${columns})
      select '${prefix} buka ' || g || ' ' || t.nama, t.alamat, t.kategori, t.akad,
        (10 + g % 9)::numeric(5, 2), 100000, 1000 + g % 500, g % 300, t.tenor, t.payout_interval,
        ${today} - (g % 20), ${today} + 1 + (g % 40), ${today} + 45,
        (${today} + 45 + make_interval(months => t.tenor))::date,
        t.image_url, t.gambar, t.deskripsi, t.legalitas, t.pemilik, t.simulasi, 'fundraising'
      from generate_series(1, ${open}) g
      join template t on t.k = g % t.n`);
  if (fundings > 0) {
    const lender = `(select id from lenders where username = '${options.lender}')`;
    const chosen = `(select p.id, p.harga_paket, row_number() over (order by p.id) as g
        from projects p where p.nama like '${prefix} buka %' order by p.id limit ${fundings})`;
    // The money first: one top-up of what the fundings cost, credited to Dana Tersedia.
    statements.push(`with t as (
        insert into ledger_transactions
          (lender_id, kategori, tipe, nominal, status, perihal, referensi, created_at, updated_at)
        select ${lender}, 'topup', 'CREDIT', sum(c.harga_paket * (1 + c.g % 5)), 3, 'Top up',
          'GROW-TOPUP-${prefix.replaceAll(' ', '')}', now(), now()
        from ${chosen} c
        returning id, lender_id, nominal)
      insert into ledger_entries (transaction_id, posting, account, lender_id, amount, created_at)
      select t.id, 1, 'lender_available', t.lender_id, t.nominal, now() from t
      union all
      select t.id, 1, 'platform_cash_in', null, -t.nominal, now() from t`);
    statements.push(`insert into fundings
        (lender_id, project_id, tanggal_invest, jumlah_paket, nominal_awal, created_at, updated_at)
      select ${lender}, c.id, ${today} - (c.g % 20)::int, 1 + c.g % 5, c.harga_paket * (1 + c.g % 5),
        now() - (${fundings} - c.g) * interval '1 minute', now()
      from ${chosen} c`);
    // One funding posting each: Dana Tersedia to Dana Teralokasi (as checkout writes it).
    statements.push(`with f as (
        select f.id, f.lender_id, f.project_id, f.nominal_awal, f.created_at from fundings f
        join projects p on p.id = f.project_id
        where f.lender_id = ${lender} and p.nama like '${prefix} buka %'),
      t as (
        insert into ledger_transactions
          (lender_id, kategori, tipe, nominal, status, perihal, referensi, funding_id, created_at, updated_at)
        select f.lender_id, 'pendanaan', 'DEBIT', f.nominal_awal, 3, 'Pendanaan', 'GROW-PDN-' || f.id,
          f.id, f.created_at, f.created_at
        from f
        returning id, lender_id, funding_id, nominal, created_at)
      insert into ledger_entries (transaction_id, posting, account, lender_id, project_id, amount, created_at)
      select t.id, 1, 'lender_available', t.lender_id, f.project_id, -t.nominal, t.created_at
        from t join f on f.id = t.funding_id
      union all
      select t.id, 1, 'lender_invested', t.lender_id, f.project_id, t.nominal, t.created_at
        from t join f on f.id = t.funding_id`);
  }
  statements.push('analyze');
  return statements;
}
