import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Lender } from '../../db/schema/index.ts';
import { fieldError, type FieldMessage } from '../../http/errors.ts';
import type { MessageKey } from '../../shared/i18n/index.ts';
import { recordVerifiedResidency } from '../tax/index.ts';
import { decodeImageDataUrl } from './images.ts';

export interface IdentityInput {
  nik: string;
  name: string;
  dob: string;
  phone: string;
  selfie: string;
  ktp: string;
}

export type IdentityOutcome =
  | { ok: true; alreadyVerified: boolean }
  | { ok: false; message: MessageKey; details: MessageKey[] };

const normalizeName = (name: string) => name.trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * The sandbox identity provider: checks nik, name and date of birth against the population registry,
 * needs a passed liveness result and the nik of the saved personal data. Success sets status_ekyc 1,
 * records the tax residency it shows (and the account to `pending` review when the wizard is complete);
 * a mismatch sets status_ekyc 2.
 */
export async function verifyIdentity(
  ctx: AppContext,
  lender: Lender,
  input: IdentityInput,
): Promise<IdentityOutcome> {
  for (const field of ['selfie', 'ktp'] as const) {
    const image = decodeImageDataUrl(input[field]);
    if ('key' in image)
      throw fieldError(field, (image as FieldMessage).key, (image as FieldMessage).params);
  }
  const { db } = ctx.database;
  const state = await db
    .selectFrom('ekyc_state')
    .selectAll()
    .where('lender_id', '=', lender.id)
    .executeTakeFirst();
  if (state?.status_ekyc === 1) return { ok: true, alreadyVerified: true };
  // A failed check is final until the lender asks for re-verification (verifikasi-ulang).
  if (state?.status_ekyc === 2)
    return { ok: false, message: 'identity.reverifyFirst', details: [] };

  const details: MessageKey[] = [];
  const person = await db
    .selectFrom('sandbox_population')
    .select(['name', sql<string>`to_char(dob, 'YYYY-MM-DD')`.as('dob')])
    .where('nik', '=', input.nik)
    .executeTakeFirst();
  if (!person) details.push('identity.detail.nikUnknown');
  else {
    if (normalizeName(person.name) !== normalizeName(input.name))
      details.push('identity.detail.name');
    if (person.dob !== input.dob) details.push('identity.detail.dob');
  }
  const personal = await db
    .selectFrom('ekyc_personal_data')
    .select('nik')
    .where('lender_id', '=', lender.id)
    .executeTakeFirst();
  if (personal && personal.nik !== '' && personal.nik !== input.nik)
    details.push('identity.detail.personalData');
  if (!state?.liveness_passed) details.push('identity.detail.liveness');

  const now = ctx.clock.now();
  const statusEkyc = details.length === 0 ? 1 : 2;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('ekyc_state')
      .values({ lender_id: lender.id, status_ekyc: statusEkyc, updated_at: now })
      .onConflict((oc) =>
        oc.column('lender_id').doUpdateSet({ status_ekyc: statusEkyc, updated_at: now }),
      )
      .execute();
    if (statusEkyc === 1) {
      // The registry verified a KTP identity: the tax residency follows from it (not the citizenship).
      await recordVerifiedResidency(trx, lender.id, now);
      // The wizard is done when every section is saved and the phone is verified: review starts.
      const complete = await trx
        .selectFrom('ekyc_personal_data')
        .innerJoin('ekyc_education', 'ekyc_education.lender_id', 'ekyc_personal_data.lender_id')
        .innerJoin('ekyc_heirs', 'ekyc_heirs.lender_id', 'ekyc_personal_data.lender_id')
        .select('ekyc_personal_data.lender_id')
        .where('ekyc_personal_data.lender_id', '=', lender.id)
        .where('ekyc_personal_data.complete', '=', true)
        .where('ekyc_education.complete', '=', true)
        .executeTakeFirst();
      if (complete && lender.phone_verified_at !== null && lender.status === 'notfilled') {
        await trx
          .updateTable('lenders')
          .set({ status: 'pending', updated_at: now })
          .where('id', '=', lender.id)
          .execute();
      }
    }
  });
  return details.length === 0
    ? { ok: true, alreadyVerified: false }
    : { ok: false, message: 'identity.failed', details };
}
