// Operator commands apart from the server (`npm run migrate|backup|restore` at the repo root):
//   node src/cli.ts migrate                  apply the pending migrations and the reference data
//   node src/cli.ts backup <file.tar.gz>     copy the embedded database (server stopped) into a file
//   node src/cli.ts restore <file.tar.gz> [--force]
//                                            put a backup back (the current folder is kept aside)
//   node src/cli.ts tax-residency <lender-id> resident declaration|npwp
//   node src/cli.ts tax-residency <lender-id> non-resident declaration | skd <rate-bp> <country>
//                                            record a lender's tax residency from a checked document
//                                            (an SKD / DGT form with its treaty rate in basis points)
//   node src/cli.ts operator record-repayment --project <id> --amount <rupiah> --date <YYYY-MM-DD> --reference <ref>
//                                            a borrower's repayment (`npm run operator -- …`): split,
//                                            shared out to the lenders, posted; prints the split and shares
//   node src/cli.ts operator approve-withdrawal --id <id>
//                                            approve a withdrawal above WITHDRAWAL_APPROVAL_THRESHOLD (queued)
//   node src/cli.ts operator retry-payout --id <id>
//                                            a refused payout (4xx), its cause fixed: queued again to the account
//   node src/cli.ts operator fail-payout --id <id> --reason "<why>"
//                                            a refused payout given up: failed, money back, the lender told why
//   node src/cli.ts operator declare-default --project <id> --recovery <rupiah> --date <YYYY-MM-DD> --reference <ref>
//                                            a default: recovery shared out as principal, the rest written off
//   node src/cli.ts operator decide-kyc --lender <id> --approve | --reject --reason "<text>" [--by <name>]
//                                            a KYC decision on a waiting lender: active, or reject (reason told)
//   node src/cli.ts operator create-admin --email <e> --name <n> [--force]  first admin; password on stdin
// Settings as the server's (`DATABASE_URL`, `PGLITE_DIR`, …); a wrong one is one line, exit 1.
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfigOrExit, type Config } from './config.ts';
import { openDatabase, openPglite, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { createJobQueue, installJobSchema } from './jobs/index.ts';
import {
  DECLARE_DEFAULT_USAGE,
  OverRepaymentError,
  RECORD_REPAYMENT_USAGE,
  RepaymentRefusedError,
  operatorDeclareDefault,
  operatorRecordRepayment,
  parseDeclareDefault,
  parseRecordRepayment,
} from './modules/repayments/index.ts';
import { setTaxResidency, type ResidencyInput } from './modules/tax/index.ts';
import {
  DECIDE_KYC_USAGE,
  KycDecisionRefusedError,
  operatorDecideKyc,
  parseDecideKyc,
} from './modules/ekyc/index.ts';
import {
  ApprovalRefusedError,
  WITHDRAWAL_OPERATOR_COMMANDS,
  WITHDRAWAL_OPERATOR_USAGE,
  type WithdrawalOperatorCommand,
} from './modules/withdrawal/index.ts';
import { CREATE_ADMIN_USAGE, createAdminCommand } from './modules/operators/index.ts';
import { moneyDb } from './shared/ledger/tables.ts';
import { systemClock } from './shared/clock.ts';
import { seedReference } from './seed/index.ts';

const OPERATOR_USAGE = [
  RECORD_REPAYMENT_USAGE,
  WITHDRAWAL_OPERATOR_USAGE,
  DECLARE_DEFAULT_USAGE,
  DECIDE_KYC_USAGE,
  CREATE_ADMIN_USAGE,
].join('\n');

const USAGE = `usage: cli.ts migrate | backup <file.tar.gz> | restore <file.tar.gz> [--force] | tax-residency <lender-id> resident declaration|npwp | tax-residency <lender-id> non-resident declaration|skd <rate-bp> <country> | operator record-repayment … | operator approve-withdrawal … | operator retry-payout … | operator fail-payout … | operator declare-default … | operator decide-kyc … | operator create-admin …\n${OPERATOR_USAGE}`;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

function embeddedOnly(config: Config, what: string): void {
  if (config.databaseUrl)
    fail(
      `${what} is for the embedded database; on PostgreSQL use pg_dump / pg_restore (docs/lender-api.md, "Backup and restore")`,
      2,
    );
  if (config.pgliteDir.startsWith('memory://'))
    fail(`${what}: PGLITE_DIR is memory://, there is nothing on disk`, 2);
}

/** Applies the pending migrations (and the reference data they need); prints what it did. */
async function runMigrate(config: Config): Promise<void> {
  const database = await openDatabase(config);
  try {
    const applied = await migrate(database);
    // pg-boss's own schema (the job queue), created or brought to the installed pg-boss version.
    await installJobSchema(database);
    await seedReference(database);
    console.log(
      applied.length === 0
        ? 'migrate: the database is up to date'
        : `migrate: applied ${applied.length} migration(s): ${applied.join(', ')}`,
    );
  } finally {
    await database.close();
  }
}

/** Writes the embedded database's folder as one gzip tar (PGlite's own dump). */
async function runBackup(config: Config, file: string | undefined): Promise<void> {
  embeddedOnly(config, 'backup');
  if (!file) fail(USAGE, 2);
  if (!existsSync(config.pgliteDir)) fail(`backup: no database at ${config.pgliteDir}`);
  const database = await openPglite(config.pgliteDir);
  try {
    const dump = await database.dump!();
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    console.log(`backup: ${config.pgliteDir} → ${path.resolve(file)} (${dump.size} bytes)`);
  } finally {
    await database.close();
  }
}

/**
 * Loads a backup into `PGLITE_DIR`. A folder already there is refused unless `--force`, which moves
 * it aside (`<dir>.before-restore-<time>`) rather than deleting it: a restore never loses data.
 */
async function runRestore(config: Config, file: string | undefined, force: boolean): Promise<void> {
  embeddedOnly(config, 'restore');
  if (!file) fail(USAGE, 2);
  if (!existsSync(file)) fail(`restore: no such file ${file}`);
  const dir = config.pgliteDir;
  if (existsSync(dir) && (await readdir(dir)).length > 0) {
    if (!force)
      fail(`restore: ${dir} already holds a database; add --force to keep it aside and restore`);
    const aside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(dir, aside);
    console.log(`restore: the database that was there is kept at ${aside}`);
  }
  const backup = new Blob([await readFile(file)]);
  const database = await openPglite(dir, backup);
  try {
    // The restored data must be readable before we say so.
    await database.transactionScript((runner) =>
      runner.query('SELECT count(*) FROM schema_migrations'),
    );
  } finally {
    await database.close();
  }
  console.log(`restore: ${path.resolve(file)} → ${dir}`);
}

/** The operator's record of a lender's tax residency (the only writer besides the KYC verification). */
async function runTaxResidency(config: Config, args: string[]): Promise<void> {
  const [id, status, basis, rate, country] = args;
  let input: ResidencyInput;
  if (status === 'resident' && (basis === 'declaration' || basis === 'npwp'))
    input = { status: 'resident', basis };
  else if (status === 'non-resident' && basis === 'declaration')
    input = { status: 'non_resident', basis };
  else if (status === 'non-resident' && basis === 'skd' && rate && country)
    input = { status: 'non_resident', basis, rate_bp: Number(rate), treaty_country: country };
  else fail(USAGE, 2);
  const database = await openDatabase(config);
  try {
    const lender = await database.db
      .selectFrom('lenders')
      .select('id')
      .where('id', '=', Number(id))
      .executeTakeFirst();
    if (!lender) fail(`tax-residency: no lender ${id}`);
    const saved = await setTaxResidency(database.db, lender.id, input, new Date());
    console.log(`tax-residency: lender ${lender.id} → ${JSON.stringify(saved)}`);
  } finally {
    await database.close();
  }
}

/**
 * One operator command: its flags parsed, then run on the database. Bad input: the reason, exit 2
 * for the usage, 1 otherwise; refused (a state the command cannot act on): the reason, exit 1, nothing
 * written.
 */
async function runOperatorCommand<I>(
  config: Config,
  name: string,
  command: {
    usage: string;
    refused: (error: unknown) => error is Error;
    parse: (flags: readonly string[]) => I;
    run: (database: Database, input: I) => Promise<string>;
  },
  flags: readonly string[],
): Promise<void> {
  let input: I | null = null;
  try {
    input = command.parse(flags);
  } catch (error) {
    if (!command.refused(error)) throw error;
    fail(`${name}: ${error.message}`, error.message === command.usage ? 2 : 1);
  }
  let refused: string | null = null;
  const database = await openDatabase(config);
  try {
    console.log(await command.run(database, input));
  } catch (error) {
    if (!command.refused(error)) throw error;
    refused = error.message;
  } finally {
    await database.close();
  }
  if (refused !== null) fail(`${name}: ${refused}`);
}

const isApprovalRefusal = (error: unknown) => error instanceof ApprovalRefusedError;
const isRepaymentRefusal = (error: unknown) =>
  error instanceof RepaymentRefusedError || error instanceof OverRepaymentError;

/**
 * `operator <command> …`: money and review operations by hand (a borrower's repayment, a withdrawal's
 * approval, a refused payout's retry or failure, a default, a KYC decision).
 */
async function runOperator(config: Config, args: readonly string[]): Promise<void> {
  const [operation, ...flags] = args;
  if (operation !== undefined && Object.hasOwn(WITHDRAWAL_OPERATOR_COMMANDS, operation)) {
    // A held payout queued (a web-only job queue on the server's database: its workers send it), a
    // refused one queued again or failed with its money given back.
    const { usage, parse } = WITHDRAWAL_OPERATOR_COMMANDS[operation as WithdrawalOperatorCommand];
    return runOperatorCommand(
      config,
      operation,
      {
        usage,
        refused: isApprovalRefusal,
        parse,
        run: async (database, run) => {
          const jobs = createJobQueue(database, { worker: false, migrate: false });
          try {
            await jobs.start();
            return await run(moneyDb(database.db), jobs, new Date());
          } finally {
            await jobs.stop(1000);
          }
        },
      },
      flags,
    );
  }
  if (operation === 'declare-default')
    return runOperatorCommand(
      config,
      operation,
      {
        usage: DECLARE_DEFAULT_USAGE,
        refused: isRepaymentRefusal,
        parse: parseDeclareDefault,
        run: (database, input) => operatorDeclareDefault(moneyDb(database.db), input, new Date()),
      },
      flags,
    );
  if (operation === 'decide-kyc')
    return runOperatorCommand(
      config,
      operation,
      {
        usage: DECIDE_KYC_USAGE,
        refused: (error) => error instanceof KycDecisionRefusedError,
        parse: parseDecideKyc,
        run: (database, input) => operatorDecideKyc(database.db, input, new Date()),
      },
      flags,
    );
  if (operation === 'create-admin')
    return runOperatorCommand(config, operation, await createAdminCommand(flags), flags);
  if (operation !== 'record-repayment') fail(OPERATOR_USAGE, 2);
  return runOperatorCommand(
    config,
    operation,
    {
      usage: RECORD_REPAYMENT_USAGE,
      refused: isRepaymentRefusal,
      parse: parseRecordRepayment,
      run: (database, input) =>
        operatorRecordRepayment(
          moneyDb(database.db),
          input,
          systemClock,
          config.repaymentGraceDays,
        ),
    },
    flags,
  );
}

const [command, file, ...rest] = process.argv.slice(2);
const config = loadConfigOrExit();
try {
  if (command === 'migrate') await runMigrate(config);
  else if (command === 'backup') await runBackup(config, file);
  else if (command === 'restore') await runRestore(config, file, rest.includes('--force'));
  else if (command === 'tax-residency') await runTaxResidency(config, [file ?? '', ...rest]);
  else if (command === 'operator') await runOperator(config, process.argv.slice(3));
  else fail(USAGE, 2);
} catch (error) {
  fail(`${command}: ${error instanceof Error ? error.message : String(error)}`);
}
