export { getOperatorAccountsMock } from './operator-accounts/operator-accounts.msw.ts'
export { getOperatorAuditMock } from './operator-audit/operator-audit.msw.ts'
export { getOperatorAuthMock } from './operator-auth/operator-auth.msw.ts'
export { getOperatorKycMock } from './operator-kyc/operator-kyc.msw.ts'
