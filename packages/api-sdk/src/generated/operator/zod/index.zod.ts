export * from './operator-accounts/operator-accounts.zod.ts';
export * from './operator-audit/operator-audit.zod.ts';
export * from './operator-auth/operator-auth.zod.ts';
export * from './operator-kyc/operator-kyc.zod.ts';
