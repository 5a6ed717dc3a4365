import { GetProjectDetailBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { jakartaDate } from '../../../shared/ledger/ledger.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { projectItem } from '../project-lists.ts';
import { findProjectForLender } from '../projects.ts';

/** A project with descriptions, gallery and the caller's spendable balance (null without a wallet). */
export const getProjectDetailRoute = defineRoute({
  operationId: 'getProjectDetail',
  method: 'POST',
  url: '/newProyek/detil',
  auth: 'lender',
  body: GetProjectDetailBody,
  async handle({ ctx, lender, body }) {
    const db = moneyDb(ctx.database.db);
    const now = ctx.clock.now();
    // Slots as this lender sees them: other lenders' active holds are taken (as at checkout). The
    // project, the wallet and the balance come in one statement (one round trip after the session).
    const {
      project,
      hasWallet,
      available: balance,
    } = await findProjectForLender(db, body.id_proyek, { lenderId: lender.id, now });
    const today = jakartaDate(now);
    const available = hasWallet ? balance : null;
    return {
      status: 200,
      body: {
        data: {
          ...projectItem(project, today),
          deskripsi: project.deskripsi,
          legalitas: project.legalitas,
          pemilik: project.pemilik,
          simulasi: project.simulasi,
          semua_gambar: project.gambar,
          tidak_teralokasi: available,
          tgl_mulai: project.tgl_mulai,
          tgl_selesai: project.tgl_selesai,
          tgl_selesai_penggalangan: project.tgl_selesai_penggalangan,
        },
      },
    };
  },
});
