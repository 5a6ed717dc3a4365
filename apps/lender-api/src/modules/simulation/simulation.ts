import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema/index.ts';
import { validationError, type FieldMessages } from '../../http/errors.ts';
import type { Lang } from '../../shared/i18n/index.ts';
import { formatRupiah, isRowId } from '../../shared/ledger/ledger.ts';
import type { MoneyDb } from '../../shared/ledger/tables.ts';
import { projectItem, projectLists, type ProjectRow } from '../projects/index.ts';
import { simulateSchedule, type OwnershipResult, type SimulationMethod } from './ownership.ts';

/** `simulation_types` / `simulation_purposes` (migration 0131); columns in the generated `DB`. */
type SimulationDb = Kysely<DB>;

function simulationDb(db: Kysely<DB>): SimulationDb {
  return db;
}

/** Largest price the simulator takes (Rp 100 miliar): keeps every figure a safe integer. */
export const MAX_PRICE = 100_000_000_000;
/** Smallest financed principal (harga − uang_muka). */
export const MIN_FINANCING = 1_000_000;

/** `masterSimulasiPengajuan`: financing types and purposes in the request's language. */
export async function simulationMasters(db: Kysely<DB>, lang: Lang) {
  const sdb = simulationDb(db);
  const name = lang === 'en' ? 'nama_en' : 'nama_id';
  const types = await sdb
    .selectFrom('simulation_types')
    .select(['id', `${name} as nama`])
    .orderBy('sort')
    .execute();
  const purposes = await sdb
    .selectFrom('simulation_purposes')
    .select(['id', `${name} as nama`])
    .orderBy('sort')
    .execute();
  return { data_tipe_pendanaan: types, data_tujuan_pendanaan: purposes };
}

export interface OwnershipRequest {
  tipe_pendanaan: number;
  tujuan_pendanaan: number;
  harga: number;
  uang_muka: number;
  tenor: number;
}

/**
 * `getResultSimulationKepemilikan`. 422 with field errors when the type or purpose is unknown, the price
 * is above `MAX_PRICE`, the down payment is below the purpose's minimum share, the financed principal is
 * below `MIN_FINANCING`, or the tenor exceeds the purpose's maximum.
 */
export async function simulateOwnership(
  db: Kysely<DB>,
  request: OwnershipRequest,
): Promise<OwnershipResult> {
  const sdb = simulationDb(db);
  const type = isRowId(request.tipe_pendanaan)
    ? await sdb
        .selectFrom('simulation_types')
        .selectAll()
        .where('id', '=', request.tipe_pendanaan)
        .$narrowType<{ metode: SimulationMethod }>()
        .executeTakeFirst()
    : undefined;
  const purpose = isRowId(request.tujuan_pendanaan)
    ? await sdb
        .selectFrom('simulation_purposes')
        .selectAll()
        .where('id', '=', request.tujuan_pendanaan)
        .executeTakeFirst()
    : undefined;
  const fields: FieldMessages = {};
  if (!type) fields.tipe_pendanaan = [{ key: 'simulation.unknownOption' }];
  if (!purpose) fields.tujuan_pendanaan = [{ key: 'simulation.unknownOption' }];
  if (request.harga > MAX_PRICE)
    fields.harga = [{ key: 'validation.tooBig', params: { max: MAX_PRICE } }];
  else if (purpose) {
    // Minimum down payment: ⌈harga × percent / 100⌉.
    const minimum = Math.ceil((request.harga * purpose.min_uang_muka_persen) / 100);
    if (request.uang_muka < minimum)
      fields.uang_muka = [
        {
          key: 'simulation.downPaymentTooLow',
          params: { percent: purpose.min_uang_muka_persen, amount: formatRupiah(minimum) },
        },
      ];
    else if (request.harga - request.uang_muka < MIN_FINANCING)
      fields.uang_muka = [
        { key: 'simulation.financingTooSmall', params: { amount: formatRupiah(MIN_FINANCING) } },
      ];
    if (request.tenor > purpose.max_tenor)
      fields.tenor = [{ key: 'simulation.tenorTooLong', params: { max: purpose.max_tenor } }];
  }
  if (Object.keys(fields).length > 0 || !type) throw validationError(fields);
  return simulateSchedule(
    type.metode,
    request.harga - request.uang_muka,
    Number(type.margin_tahunan),
    request.tenor,
  );
}

/**
 * Multipliers of the client-side funding simulator, from the platform's yield rules (docs/lender-api.md "Server"
 * Yield): a payout of D × rate × months / 1200 every `interval` months.
 * - pmarginbulanan = rate / 1200 (yield of one month as a fraction of the principal);
 * - psisamargin = the part paid with the last payout beyond the regular ones: rate × tenor / 1200 when
 *   interval is 0 (everything at the end), else rate × (tenor mod interval) / 1200;
 * - pengaliprop = 0: the platform pays no proportional yield for the fundraising days (yield runs from
 *   the project start), unlike the older backend.
 */
export function simulatorMultipliers(
  project: Pick<ProjectRow, 'imbal_hasil' | 'tenor' | 'payout_interval'>,
) {
  const monthly = project.imbal_hasil / 1200;
  const endMonths =
    project.payout_interval <= 0 ? project.tenor : project.tenor % project.payout_interval;
  const round = (x: number) => Math.round(x * 1e8) / 1e8;
  return {
    pmarginbulanan: round(monthly),
    psisamargin: round(monthly * endMonths),
    pengaliprop: 0,
  };
}

/** `newSimulation/listAll`: every listed project; active ones carry the simulator multipliers. */
export async function simulationProjects(db: MoneyDb, lenderId: number, now: Date) {
  const { active, full, closed, today } = await projectLists(db, { lenderId, now });
  return {
    dataProyekAktif: active.map((p) => ({ ...projectItem(p, today), ...simulatorMultipliers(p) })),
    dataProyekFull: full.map((p) => projectItem(p, today)),
    dataProyekClosed: closed.map((p) => projectItem(p, today)),
  };
}
