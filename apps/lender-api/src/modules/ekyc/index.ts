/** The ekyc module's surface for other modules and the composition root; its operations are in routes/index.ts. */
export { requireIndividual } from './access.ts';
export { checkOptions, checkRegions, parseDmyDate } from './checks.ts';
export { getEducation, saveEducation } from './education.ts';
export { getHeir, saveHeir } from './heir.ts';
export { MAX_IMAGE_BYTES, decodeImageDataUrl, sniffImage } from './images.ts';
export { sendPhoneOtp, verifyPhoneOtp } from './otp.ts';
export { getPersonalData, getPhotos, savePersonalData, savePhotos } from './personal-data.ts';
export { STEP_AFTER } from './progress.ts';
export { dmy, ekycProgress, storeLiveness } from './state.ts';
export {
  decideKyc,
  decideKycIn,
  kycDecisionProblem,
  KYC_REASON_MAX,
  type KycDecision,
} from './review.ts';
export {
  DECIDE_KYC_USAGE,
  KycDecisionRefusedError,
  operatorDecideKyc,
  parseDecideKyc,
} from './operator.ts';
