import { GetBookingDetailParams } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { bookingDetail } from '../bookings.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';

/** The caller's booking by token; another lender's token is a 404. */
export const getBookingDetailRoute = defineRoute({
  operationId: 'getBookingDetail',
  method: 'GET',
  url: '/booking-pendanaan/detail/:docToken',
  auth: 'lender',
  params: GetBookingDetailParams,
  async handle({ ctx, lender, params }) {
    return {
      status: 200,
      body: await bookingDetail(
        moneyDb(ctx.database.db),
        lender.id,
        params.docToken,
        ctx.clock.now(),
      ),
    };
  },
});
