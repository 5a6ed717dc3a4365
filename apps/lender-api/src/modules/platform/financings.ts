import { sql } from 'kysely';
import { FUNDING_STATUS, type Akad } from '../../shared/ledger/tables.ts';
import { projectTerms } from '../repayments/index.ts';
import type { FinancingFacts, InstallmentFacts, ProjectFinancingFacts } from './health.ts';
import type { HealthDb } from './tables.ts';

/** The financings the platform health counts, read from the database (figures in health.ts). */

/** Every financing from before this ledger, with its installments. */
export async function loadFinancings(db: HealthDb): Promise<FinancingFacts[]> {
  const financings = await db
    .selectFrom('platform_financings')
    .select(['id', 'principal', sql<string>`disbursed_on::text`.as('disbursed_on')])
    .orderBy('id')
    .execute();
  const installments = await db
    .selectFrom('financing_installments')
    .select([
      'financing_id',
      'principal_due',
      sql<string>`due_on::text`.as('due_on'),
      sql<string | null>`paid_on::text`.as('paid_on'),
    ])
    .orderBy('financing_id')
    .orderBy('number')
    .execute();
  const byFinancing = new Map<number, InstallmentFacts[]>();
  for (const row of installments) {
    const list = byFinancing.get(row.financing_id) ?? [];
    list.push({
      dueOn: row.due_on,
      principalDue: Number(row.principal_due),
      paidOn: row.paid_on,
    });
    byFinancing.set(row.financing_id, list);
  }
  return financings.map((row) => ({
    principal: Number(row.principal),
    disbursedOn: row.disbursed_on,
    installments: byFinancing.get(row.id) ?? [],
  }));
}

/**
 * Every project lenders' money went into (fundings not taken back), with its schedule over those
 * fundings, its repayments and its default. A repaid project's fundings have ended, so its schedule
 * is read over open and ended fundings alike.
 */
export async function loadProjectFinancings(db: HealthDb): Promise<ProjectFinancingFacts[]> {
  const fundings = await db
    .selectFrom('fundings')
    .select(['project_id', 'nominal_awal'])
    .where('status', 'in', [FUNDING_STATUS.OPEN, FUNDING_STATUS.ENDED])
    .where('jumlah_paket', '>', 0)
    .orderBy('project_id')
    .orderBy('id')
    .execute();
  if (fundings.length === 0) return [];
  const principals = new Map<number, bigint[]>();
  for (const row of fundings) {
    const list = principals.get(row.project_id) ?? [];
    list.push(BigInt(row.nominal_awal));
    principals.set(row.project_id, list);
  }
  const ids = [...principals.keys()];
  const projects = await db
    .selectFrom('projects')
    .select(['id', 'akad', 'tenor', 'payout_interval', 'platform_fee_rate'])
    .select([
      sql<string>`imbal_hasil::text`.as('imbal_hasil'),
      sql<string>`tgl_mulai::text`.as('tgl_mulai'),
    ])
    .where('id', 'in', ids)
    .orderBy('id')
    .$narrowType<{ akad: Akad }>()
    .execute();
  const repayments = await db
    .selectFrom('repayments')
    .select(['project_id', 'platform_fee', 'yield', 'principal'])
    .select(sql<string>`paid_on::text`.as('paid_on'))
    .where('project_id', 'in', ids)
    .orderBy('id')
    .execute();
  const defaults = new Map(
    (
      await db
        .selectFrom('project_defaults')
        .select(['project_id', sql<string>`declared_on::text`.as('declared_on')])
        .where('project_id', 'in', ids)
        .execute()
    ).map((row) => [row.project_id, row.declared_on]),
  );
  const paidOf = new Map<number, ProjectFinancingFacts['repayments'][number][]>();
  for (const row of repayments) {
    const list = paidOf.get(row.project_id) ?? [];
    list.push({
      paidOn: row.paid_on,
      fee: BigInt(row.platform_fee),
      yield: BigInt(row.yield),
      principal: BigInt(row.principal),
    });
    paidOf.set(row.project_id, list);
  }
  return projects.map((project) => ({
    terms: projectTerms(
      { ...project, imbal_hasil: Number(project.imbal_hasil) },
      principals.get(project.id) ?? [],
    ),
    repayments: paidOf.get(project.id) ?? [],
    writtenOffOn: defaults.get(project.id) ?? null,
  }));
}
