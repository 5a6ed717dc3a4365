import type { AppContext } from '../../../context.ts';
import type { Lender } from '../../../db/schema/index.ts';
import { fieldError, HttpError } from '../../../http/errors.ts';
import { t, type Lang, type MessageKey } from '../../../shared/i18n/index.ts';
import { OcrUnreadableError } from '../../../providers/ocr/index.ts';
import { checkFile } from '../../corporate-kyc/index.ts';
import { profileDb } from '../../profile/index.ts';
import { imageSize } from './image-size.ts';
import { readKtpText } from './ktp-text.ts';
import { resolveRegions } from './regions.ts';

/** OCR readings each lender gets at the (sandbox) provider. */
export const OCR_QUOTA = 20;
/** Larger images are refused before decoding (a small file can hold a huge bitmap). */
const MAX_SIDE = 5000;
/** Below this mean confidence, text without KTP labels is a blurred image rather than "no KTP". */
const LEGIBLE_CONFIDENCE = 60;

export async function ocrBalance(ctx: AppContext, lender: Lender) {
  const row = await profileDb(ctx.database.db)
    .selectFrom('ocr_quotas')
    .select('balance')
    .where('lender_id', '=', lender.id)
    .executeTakeFirst();
  const balance = row?.balance ?? OCR_QUOTA;
  return { provider: 'privy' as const, balance, available: balance > 0 };
}

/** Uses one reading of the lender's quota; false when none is left. Safe under concurrent calls. */
async function useQuota(ctx: AppContext, lender: Lender): Promise<boolean> {
  const db = profileDb(ctx.database.db);
  const now = ctx.clock.now();
  await db
    .insertInto('ocr_quotas')
    .values({ lender_id: lender.id, balance: OCR_QUOTA, updated_at: now })
    .onConflict((oc) => oc.column('lender_id').doNothing())
    .execute();
  const used = await db
    .updateTable('ocr_quotas')
    .set((eb) => ({ balance: eb('balance', '-', 1), updated_at: now }))
    .where('lender_id', '=', lender.id)
    .where('balance', '>', 0)
    .returning('balance')
    .executeTakeFirst();
  return used !== undefined;
}

const EMPTY = {
  nik: '',
  nama: '',
  tempat_lahir: '',
  tanggal_lahir: '',
  provinsi: '',
  kode_provinsi: '',
  kode_kota: '',
  kecamatan: '',
  kelurahan: '',
  alamat: '',
  rt_rw: '',
};

type Outcome =
  | { status: 'success'; data: typeof EMPTY }
  | { status: 'not_found' }
  | { status: 'failed'; reason: MessageKey };

async function read(ctx: AppContext, image: Uint8Array): Promise<Outcome> {
  let text: string;
  let confidence: number;
  try {
    ({ text, confidence } = await ctx.providers.ocr.read(image));
  } catch (error) {
    if (error instanceof OcrUnreadableError)
      return { status: 'failed', reason: 'ocr.reason.unreadable' };
    throw error;
  }
  const card = readKtpText(text);
  const letters = (text.match(/[A-Za-z]/g) ?? []).length;
  if (card.labels < 2) {
    return letters >= 10 && confidence < LEGIBLE_CONFIDENCE
      ? { status: 'failed', reason: 'ocr.reason.unreadable' }
      : { status: 'not_found' };
  }
  if (card.nik.length !== 16 || card.nama === '') {
    // A card whose text is mostly illegible is out of focus; a legible one hides its NIK or name.
    return {
      status: 'failed',
      reason: confidence < LEGIBLE_CONFIDENCE ? 'ocr.reason.unreadable' : 'ocr.reason.incomplete',
    };
  }
  const regions = await resolveRegions(ctx, card);
  return {
    status: 'success',
    data: {
      nik: card.nik,
      nama: card.nama,
      tempat_lahir: card.tempat_lahir,
      tanggal_lahir: card.tanggal_lahir,
      provinsi: regions.provinsi,
      kode_provinsi: regions.kode_provinsi,
      kode_kota: regions.kode_kota,
      kecamatan: regions.kecamatan,
      kelurahan: regions.kelurahan,
      alamat: card.alamat,
      rt_rw: card.rt_rw,
    },
  };
}

/**
 * Reads a KTP image: checked like every upload (type by content, 5 MB), one reading of the quota
 * used (429 when none is left), then OCR and parsing. Each reading is logged in `ocr_readings`.
 */
export async function scanIdCard(ctx: AppContext, lender: Lender, lang: Lang, file: Blob) {
  const checked = await checkFile(file);
  if ('key' in checked) throw fieldError('ktp_file', checked.key, checked.params);
  const size = imageSize(checked.bytes);
  const started = Date.now();
  let outcome: Outcome;
  if (!size || size.width > MAX_SIDE || size.height > MAX_SIDE || size.width * size.height === 0) {
    outcome = { status: 'failed', reason: 'ocr.reason.unreadable' };
  } else {
    if (!(await useQuota(ctx, lender))) throw new HttpError(429, 'ocr.quotaExhausted');
    outcome = await read(ctx, checked.bytes);
    await profileDb(ctx.database.db)
      .insertInto('ocr_readings')
      .values({
        lender_id: lender.id,
        status: outcome.status,
        nik: outcome.status === 'success' ? outcome.data.nik : null,
        duration_ms: Date.now() - started,
        created_at: ctx.clock.now(),
      })
      .execute();
  }
  switch (outcome.status) {
    case 'success':
      return {
        status: 'success',
        message: t(lang, 'ocr.success'),
        reason: null,
        data: outcome.data,
      };
    case 'not_found':
      return { status: 'not_found', message: t(lang, 'ocr.notFound'), reason: null, data: EMPTY };
    case 'failed': {
      const reason = t(lang, outcome.reason);
      return { status: 'failed', message: t(lang, 'ocr.failed', { reason }), reason, data: EMPTY };
    }
  }
}
