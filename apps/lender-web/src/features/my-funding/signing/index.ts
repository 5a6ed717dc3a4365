// The funding agreement's signing (issue 12, item 4). PLACEHOLDER while the signing work is on its
// own branch: the my-funding screen mounts these two from the start so both can be built at once.
import type { FundingItem } from '@pendana/api-sdk';

/** The agreement of one funding, in its detail drawer: state, sign, check, download. */
export function FundingAgreement(_props: { funding: FundingItem }) {
  return null;
}

/** On my-funding: the lender is back from a provider's signing page (`?signing=&docToken=&status=`). */
export function SigningReturn() {
  return null;
}
