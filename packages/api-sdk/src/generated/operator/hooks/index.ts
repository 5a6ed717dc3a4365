export * from './operator-accounts/operator-accounts.ts';
export * from './operator-audit/operator-audit.ts';
export * from './operator-auth/operator-auth.ts';
export * from './operator-kyc/operator-kyc.ts';
