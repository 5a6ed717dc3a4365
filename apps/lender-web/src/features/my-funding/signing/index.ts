// The funding agreement's signing: the agreement in a funding's detail drawer and
// the return from a provider's signing page on Manage Funding.
export { FundingAgreement } from './funding-agreement';
export { SigningReturn } from './signing-return';
