import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { authenticate } from '../../../http/auth.ts';
import { parseWith } from '../../../http/validate.ts';
import { bankSideBalance } from '../../../shared/ledger/bank-side.ts';
import { statementDb } from '../../statement/index.ts';
import { backfillActiveRdlAccounts } from '../../wallet/index.ts';

const RUPIAH = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

const BankFixtureBody = z
  .object({
    /** The balance the sandbox bank reports from now on; null: what the ledger says is in the account again. */
    balance: RUPIAH.nullable().optional(),
    /** The balance becomes what the ledger says is in the account now plus this (2 → differs by Rp2). */
    difference: z.number().int().min(-1_000_000_000).max(1_000_000_000).optional(),
    /** The last sync happened this many hours ago; the bank stops answering (so the row ages). */
    synced_hours_ago: z
      .number()
      .min(0)
      .max(24 * 365)
      .optional(),
    /**
     * Opens the caller's dedicated account at the sandbox bank (active, the sandbox's numbers) without
     * the KYC `createRdfAccount` needs: journeys reconcile a fresh lender's account, never a demo lender's.
     */
    open_account: z.literal(true).optional(),
    /** Whether the sandbox bank answers balance inquiries (default: unchanged, or false with synced_hours_ago). */
    reachable: z.boolean().optional(),
  })
  .strict();

/**
 * `POST <api>/sandbox/bank/balance` (sandbox mode only, not in the contract): the caller's (session)
 * fixture of the sandbox bank for the statement's reconciliation — its dedicated account opened, a
 * fixed bank balance or one that differs from the ledger, and the time of the last sync. Tests and journeys make a mismatch or a stale
 * sync with it; the real money (ledger) is never touched.
 */
export function registerBankBalanceSandbox(app: FastifyInstance, ctx: AppContext): void {
  app.post(`${ctx.config.apiBasePath}/sandbox/bank/balance`, async (request, reply) => {
    const { lender } = await authenticate(ctx, request);
    const body = parseWith(BankFixtureBody, request.body);
    const db = statementDb(ctx.database.db);
    const now = ctx.clock.now();
    const result = await db.transaction().execute(async (trx) => {
      if (body.open_account) {
        await trx
          .updateTable('lenders')
          .set({ is_active_rdl: true, updated_at: now })
          .where('id', '=', lender.id)
          .execute();
        await backfillActiveRdlAccounts(trx, ctx.providers.payments.rdl, now, lender.id);
      }
      const current = await trx
        .selectFrom('sandbox_bank_accounts')
        .select(['saldo', 'unreachable'])
        .where('lender_id', '=', lender.id)
        .executeTakeFirst();
      let saldo = current?.saldo === null || current === undefined ? null : Number(current.saldo);
      if (body.balance !== undefined) saldo = body.balance;
      if (body.difference !== undefined)
        saldo = Math.max(0, (await bankSideBalance(trx, lender.id)).expected + body.difference);
      const unreachable =
        body.reachable !== undefined
          ? !body.reachable
          : body.synced_hours_ago !== undefined || (current?.unreachable ?? false);
      await trx
        .insertInto('sandbox_bank_accounts')
        .values({ lender_id: lender.id, saldo, unreachable, updated_at: now })
        .onConflict((oc) =>
          oc.column('lender_id').doUpdateSet({ saldo, unreachable, updated_at: now }),
        )
        .execute();
      if (body.synced_hours_ago !== undefined) {
        const syncedAt = new Date(now.getTime() - body.synced_hours_ago * 3_600_000);
        const reported = saldo ?? (await bankSideBalance(trx, lender.id)).expected;
        await trx
          .insertInto('bank_balance_syncs')
          .values({ lender_id: lender.id, saldo: reported, synced_at: syncedAt })
          .onConflict((oc) =>
            oc.column('lender_id').doUpdateSet({ saldo: reported, synced_at: syncedAt }),
          )
          .execute();
      }
      return { balance: saldo, reachable: !unreachable };
    });
    return reply.header('cache-control', 'no-store').send({ data: result });
  });
}
