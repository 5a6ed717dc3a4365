import { CompiledQuery, sql, type Kysely } from 'kysely';
import { grownPlatformStatements, type GrowOptions } from '../../src/seed/grown-platform.ts';

/** A node of `EXPLAIN (ANALYZE, FORMAT JSON)`'s plan (only the fields read here). */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/**
 * The rows a statement reads from `table` when it runs (the database's own count, from
 * `EXPLAIN ANALYZE`): every scan of the table, rows returned plus rows its filters removed, times its
 * loops. What a read costs in rows, independent of the machine's speed or load. `tableRows`: the same
 * without index-only scans (entries of an index, not the table's rows); `loops`: how many times
 * the table was scanned (a subquery per row of another table shows here).
 */
export async function rowsRead<D>(
  db: Kysely<D>,
  query: CompiledQuery,
  table: string,
): Promise<{ rows: number; tableRows: number; loops: number; scans: string[] }> {
  const result = await db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(`explain (analyze, format json) ${query.sql}`, [...query.parameters]),
  );
  const cell = Object.values(result.rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  let rows = 0;
  let tableRows = 0;
  let total = 0;
  const scans: string[] = [];
  const visit = (node: PlanNode) => {
    if (node['Relation Name'] === table) {
      const loops = node['Actual Loops'] ?? 1;
      const read =
        (node['Actual Rows'] ?? 0) +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0);
      rows += read * loops;
      if (node['Node Type'] !== 'Index Only Scan') tableRows += read * loops;
      total += loops;
      scans.push(`${node['Node Type']} ×${loops}: ${read}`);
    }
    for (const child of node.Plans ?? []) visit(child);
  };
  for (const entry of plan) visit(entry.Plan);
  return { rows, tableRows, loops: total, scans };
}

/** Grows the test database (src/seed/grown-platform.ts) in one transaction. */
export async function growPlatform<D>(db: Kysely<D>, options: GrowOptions): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const statement of grownPlatformStatements(options)) await sql.raw(statement).execute(trx);
  });
}
