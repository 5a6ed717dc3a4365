import { formatRupiah } from '../../shared/ledger/ledger.ts';
import type { MoneyDb } from '../../shared/ledger/tables.ts';
import { declareDefault, type DefaultInput } from './default.ts';
import { RepaymentRefusedError } from './replay.ts';

/**
 * The operator's `declare-default` command: a project's default with what was recovered of it
 * (`declareDefault`), the recovery and the write-off printed. Bad input is a `RepaymentRefusedError`
 * with the reason; nothing is written then.
 */
export const DECLARE_DEFAULT_USAGE =
  'usage: operator declare-default --project <id> --recovery <rupiah> --date <YYYY-MM-DD> --reference <ref>';

const FLAGS = ['--project', '--recovery', '--date', '--reference'] as const;
type Flag = (typeof FLAGS)[number];

export function parseDeclareDefault(args: readonly string[]): DefaultInput {
  const values = new Map<Flag, string>();
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i] as Flag;
    const value = args[i + 1];
    if (!FLAGS.includes(flag) || value === undefined || values.has(flag))
      throw new RepaymentRefusedError(DECLARE_DEFAULT_USAGE);
    values.set(flag, value);
  }
  const missing = FLAGS.filter((flag) => !values.has(flag));
  if (missing.length > 0)
    throw new RepaymentRefusedError(`missing ${missing.join(', ')}\n${DECLARE_DEFAULT_USAGE}`);
  const project = values.get('--project') ?? '';
  const recovery = values.get('--recovery') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(project))
    throw new RepaymentRefusedError(`--project is a project id, got "${project}"`);
  // Whole rupiah, 0 or more, plain or with dots between thousands (1250000 or 1.250.000).
  if (!/^(\d+|\d{1,3}(\.\d{3})+)$/.test(recovery))
    throw new RepaymentRefusedError(`--recovery is a whole number of rupiah, got "${recovery}"`);
  return {
    projectId: Number(project),
    recovery: BigInt(recovery.replaceAll('.', '')),
    date: values.get('--date') ?? '',
    reference: values.get('--reference') ?? '',
  };
}

/** Runs the command (its flags already parsed by `parseDeclareDefault`) on `db`; the text to print. */
export async function operatorDeclareDefault(
  db: MoneyDb,
  input: DefaultInput,
  now: Date,
): Promise<string> {
  const result = await declareDefault(db, input, now);
  const rp = (amount: bigint) => formatRupiah(Number(amount));
  return [
    `project ${result.projectId} defaulted (reference ${input.reference})${result.replayed ? ' (already declared: nothing changed)' : ''}`,
    `  recovery shared out as principal  ${rp(result.recovery)}`,
    `  principal written off             ${rp(result.writtenOff)}`,
    '  fundings ended (Selesai)',
  ].join('\n');
}
