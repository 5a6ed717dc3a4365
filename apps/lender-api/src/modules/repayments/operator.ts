import { formatRupiah, type MoneyTime } from '../../shared/ledger/ledger.ts';
import type { MoneyDb } from '../../shared/ledger/tables.ts';
import { recordRepayment } from './record.ts';
import { ratePercentText } from '../tax/index.ts';
import { RepaymentRefusedError, type RepaymentResult } from './replay.ts';

/**
 * The operator's `record-repayment` command: a borrower's repayment the operator saw arrive
 * (provider `operator`), recorded as `recordRepayment` records any other, and its split and shares
 * printed. Bad input is a `RepaymentRefusedError` with the reason; nothing is written then.
 */
export const RECORD_REPAYMENT_USAGE =
  'usage: operator record-repayment --project <id> --amount <rupiah> --date <YYYY-MM-DD> --reference <ref>';

const FLAGS = ['--project', '--amount', '--date', '--reference'] as const;
type Flag = (typeof FLAGS)[number];

export function parseRecordRepayment(args: readonly string[]) {
  const values = new Map<Flag, string>();
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i] as Flag;
    const value = args[i + 1];
    if (!FLAGS.includes(flag) || value === undefined || values.has(flag))
      throw new RepaymentRefusedError(RECORD_REPAYMENT_USAGE);
    values.set(flag, value);
  }
  const missing = FLAGS.filter((flag) => !values.has(flag));
  if (missing.length > 0)
    throw new RepaymentRefusedError(`missing ${missing.join(', ')}\n${RECORD_REPAYMENT_USAGE}`);
  const project = values.get('--project') ?? '';
  const amount = values.get('--amount') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(project))
    throw new RepaymentRefusedError(`--project is a project id, got "${project}"`);
  // Whole rupiah, plain or with dots between thousands (1250000 or 1.250.000).
  if (!/^(\d+|\d{1,3}(\.\d{3})+)$/.test(amount) || /^0+$/.test(amount.replaceAll('.', '')))
    throw new RepaymentRefusedError(
      `--amount is a positive whole number of rupiah, got "${amount}"`,
    );
  return {
    projectId: Number(project),
    amount: BigInt(amount.replaceAll('.', '')),
    paidOn: values.get('--date') ?? '',
    payerReference: values.get('--reference') ?? '',
    provider: 'operator',
  };
}

const rp = (amount: bigint) => formatRupiah(Number(amount));

export function describeRepayment(result: RepaymentResult): string {
  const { split } = result;
  const lines = [
    `repayment ${result.repaymentId} of project ${result.projectId}: ${rp(result.amount)} paid on ${result.paidOn}${result.replayed ? ' (already recorded: nothing changed)' : ''}`,
    `  platform fee (ujrah)  ${rp(split.fee)}`,
    `  yield (gross)         ${rp(split.yield)}`,
    `  principal             ${rp(split.principal)}`,
    split.completes
      ? '  completes the project: principal returned, fundings ended (Selesai), project repaid'
      : '  the project is not yet repaid',
    '  shares: funding, lender, packages, gross yield, tax, net yield, principal',
    ...result.shares.map(
      (s) =>
        `    funding ${s.fundingId}  lender ${s.lenderId}  ${s.packages} paket  ${rp(s.grossYield)}  ${s.taxKind} ${ratePercentText(s.taxRateBp)} ${rp(s.tax)}  ${rp(s.netYield)}  ${rp(s.principal)}`,
    ),
  ];
  return lines.join('\n');
}

/** Runs the command (its flags already parsed by `parseRecordRepayment`) on `db`; the text to print. */
export async function operatorRecordRepayment(
  db: MoneyDb,
  input: ReturnType<typeof parseRecordRepayment>,
  when: MoneyTime,
  /** The configured grace days (config `REPAYMENT_GRACE_DAYS`). */
  graceDays: number,
): Promise<string> {
  return describeRepayment(await recordRepayment(db, input, when, graceDays));
}
