import type { AppContext } from '../../context.ts';

/**
 * Corporate wizard progress (spec §3, §4). step_order is 1-based: 1 company, 2 administrators,
 * 3 shareholders, 4 contacts, 5 everything filled (the phone remains).
 */
export function deriveCorporateProgress(flags: {
  corporation: boolean;
  pengurus: boolean;
  pemegangSaham: boolean;
  contact: boolean;
}) {
  const stepOrder = !flags.corporation
    ? 1
    : !flags.pengurus
      ? 2
      : !flags.pemegangSaham
        ? 3
        : !flags.contact
          ? 4
          : 5;
  const flag = (done: boolean) => (done ? ('complete' as const) : ('incomplete' as const));
  return {
    corporation: flag(flags.corporation),
    pengurus: flag(flags.pengurus),
    pemegang_saham: flag(flags.pemegangSaham),
    contact: flag(flags.contact),
    step_order: stepOrder,
  };
}

export async function corporateProgress(ctx: AppContext, lenderId: number) {
  const { db } = ctx.database;
  const company = await db
    .selectFrom('corporate_companies')
    .select('lender_id')
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
  const roles = await db
    .selectFrom('corporate_people')
    .select('role')
    .distinct()
    .where('lender_id', '=', lenderId)
    .execute();
  const has = (role: string) => roles.some((row) => row.role === role);
  return deriveCorporateProgress({
    corporation: company !== undefined,
    pengurus: has('admin'),
    pemegangSaham: has('shareholder'),
    contact: has('contact'),
  });
}
