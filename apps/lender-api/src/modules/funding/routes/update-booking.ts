import { UpdateBookingBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { updateBooking } from '../bookings.ts';
import { idempotencyKeyOf } from '../../../shared/idempotency.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';

/** Holds (24 h) or releases packages of a project: 200 `{ message, data }`; refusals 404/409. */
export const updateBookingRoute = defineRoute({
  operationId: 'updateBooking',
  method: 'POST',
  url: '/booking-pendanaan/update-isbooking',
  auth: 'lender',
  body: UpdateBookingBody,
  async handle({ ctx, lang, lender, body, request }) {
    const answer = await updateBooking(
      {
        db: moneyDb(ctx.database.db),
        lang,
        lenderId: lender.id,
        now: ctx.clock.now(),
        idempotencyKey: idempotencyKeyOf(request),
      },
      body,
    );
    return { status: 200, body: answer };
  },
});
