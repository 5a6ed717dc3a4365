/** The repayments module's surface: borrowers' repayments split, shared out to lenders and posted. */
export { recordRepayment } from './record.ts';
export { RepaymentRefusedError } from './replay.ts';
export type { RepaymentInput, RepaymentResult } from './replay.ts';
export type { Share } from './posting.ts';
export {
  OverRepaymentError,
  largestRemainder,
  payableNow,
  projectTerms,
  splitRepayment,
} from './split.ts';
export type { Parts, Split, Terms } from './split.ts';
export {
  RECORD_REPAYMENT_USAGE,
  operatorRecordRepayment,
  parseRecordRepayment,
} from './operator.ts';
export { collectRepayments } from './collect.ts';
export type { Collected } from './collect.ts';
export { advanceStagesByDates } from './stages.ts';
export { payDueYields } from './sandbox-pay-due.ts';
export { daysLate, firstUnpaid, markLateProjects } from './late.ts';
export { MARK_LATE, registerRepaymentJobs } from './jobs.ts';
export { declareDefault } from './default.ts';
export type { DefaultInput, DefaultResult } from './default.ts';
export {
  DECLARE_DEFAULT_USAGE,
  operatorDeclareDefault,
  parseDeclareDefault,
} from './default-operator.ts';
export {
  LifeRefusedError,
  declareSandboxDefault,
  makeLate,
  payNextDue,
  projectLife,
  projectLives,
  repayAll,
} from './sandbox-life.ts';
export type { LifeCall, ProjectLife } from './sandbox-life.ts';
