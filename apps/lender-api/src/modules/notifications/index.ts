// The lender's notifications: events written in the transaction of the money they tell of
// (`recordEvent` and the project helpers), delivered by the job queue to the inbox and by mail, and
// the inbox's operations (routes/).
export { esignCompleted, holdExpiring, newDeviceSignIn, phoneChanged } from './account-events.ts';
export {
  fundingConfirmed,
  kycDecided,
  passwordChanged,
  recordDefaultEvents,
  recordEvent,
  recordEvents,
  recordEventsOnce,
  recordProjectLate,
  recordRepaymentEvents,
  topUpCredited,
  withdrawalSettled,
  type LenderEvent,
} from './events.ts';
export { ALWAYS_MAILED, EVENT_KINDS, type EventKind, type EventPayloads } from './kinds.ts';
export { deliverEvent, dispatchEvents, type DeliveryResult } from './delivery.ts';
export { DELIVER_EVENT, DISPATCH_CRON, DISPATCH_EVENTS, registerNotificationJobs } from './jobs.ts';
