import { UpdateBookingBody } from '@pendana/api-sdk/zod';
import { defineMoneyRoute } from '../../../http/money-route.ts';
import { updateBooking } from '../bookings.ts';

/** Holds (24 h) or releases packages of a project: 200 `{ message, data }`; refusals 404/409. */
export const updateBookingRoute = defineMoneyRoute({
  operationId: 'updateBooking',
  url: '/booking-pendanaan/update-isbooking',
  body: UpdateBookingBody,
  run: updateBooking,
});
