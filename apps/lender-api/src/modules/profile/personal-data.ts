import type { ProfilePersonalDataInputOutput as ProfilePersonalDataInput } from '@pendana/api-sdk/zod';
import type { AppContext } from '../../context.ts';
import type { Lender } from '../../db/schema/index.ts';
import { HttpError, type FieldMessages } from '../../http/errors.ts';
import { checkOptions, getPersonalData, savePersonalData } from '../ekyc/index.ts';

/**
 * The identity is a verified fact once the identity check passed (status_ekyc 1) or the KYC was
 * approved (an active or suspended account, the passport path's manual review): the same test as
 * the tax residency's "from the KYC".
 */
async function identityVerified(ctx: AppContext, lender: Lender): Promise<boolean> {
  if (lender.status === 'active' || lender.status === 'suspend') return true;
  const state = await ctx.database.db
    .selectFrom('ekyc_state')
    .select('status_ekyc')
    .where('lender_id', '=', lender.id)
    .executeTakeFirst();
  return state?.status_ekyc === 1;
}

const same = (sent: string | undefined, stored: string | null | undefined) =>
  (sent ?? '').trim() === (stored ?? '').trim();

/** Field messages for every verified identity fact the input would change. */
async function identityChanges(
  ctx: AppContext,
  lender: Lender,
  input: ProfilePersonalDataInput,
): Promise<FieldMessages> {
  const fields: FieldMessages = {};
  const stored = await ctx.database.db
    .selectFrom('ekyc_personal_data')
    .select(['nik', 'no_paspor', 'nama', 'is_passport'])
    .where('lender_id', '=', lender.id)
    .executeTakeFirst();
  if (!stored) return fields;
  const passport = input.is_passport === true;
  if (passport !== stored.is_passport || !same(input.nik, stored.nik))
    fields.nik = [{ key: 'profile.identityLocked' }];
  if (stored.is_passport && !same(input.no_paspor, stored.no_paspor))
    fields.no_paspor = [{ key: 'profile.identityLocked' }];
  if (!same(input.nama, stored.nama)) fields.nama = [{ key: 'profile.nameLocked' }];
  return fields;
}

/** The personal data for the profile's single-page edit: the eKYC's, with the occupation. */
export async function getProfilePersonalData(ctx: AppContext, lender: Lender) {
  const [personal, education] = await Promise.all([
    getPersonalData(ctx, lender),
    ctx.database.db
      .selectFrom('ekyc_education')
      .select('pekerjaan')
      .where('lender_id', '=', lender.id)
      .executeTakeFirst(),
  ]);
  return education?.pekerjaan ? { ...personal, pekerjaan: education.pekerjaan } : personal;
}

/**
 * Saves the profile's single-page edit with the eKYC's rules (savePersonalData: required fields,
 * codes, nesting regions, images; stored photos are kept when none is sent; no photo is required
 * once the identity is verified) and the occupation.
 * A verified identity (NIK or passport, name) cannot change here: 422 'profile.identityLocked' with
 * the reason on each field, before anything is checked or written.
 */
export async function updateProfilePersonalData(
  ctx: AppContext,
  lender: Lender,
  input: ProfilePersonalDataInput,
): Promise<void> {
  const verified = await identityVerified(ctx, lender);
  const locked = verified ? await identityChanges(ctx, lender, input) : {};
  if (Object.keys(locked).length > 0)
    throw new HttpError(422, 'profile.identityLocked', { fields: locked });
  const { pekerjaan, ...personal } = input;
  const occupation: FieldMessages = {};
  await checkOptions(ctx, occupation, [{ field: 'pekerjaan', kind: 'pekerjaan', id: pekerjaan }]);
  if (Object.keys(occupation).length > 0)
    throw new HttpError(422, 'errors.validation', { fields: occupation });
  // The photos were checked when the identity was; before that the wizard's rule holds (all three).
  await savePersonalData(ctx, lender, personal, { requirePhotos: !verified });
  if (pekerjaan === undefined) return;
  const now = ctx.clock.now();
  await ctx.database.db
    .insertInto('ekyc_education')
    .values({ lender_id: lender.id, pekerjaan, npwp: '', complete: false, updated_at: now })
    .onConflict((oc) => oc.column('lender_id').doUpdateSet({ pekerjaan, updated_at: now }))
    .execute();
}
