// Identity images travel as base64 data URLs (spec §5; the rule is @pendana/forms' isBase64Image):
// anything else stops the submit with 'Gambar gagal diproses!'.

/**
 * Passport users have no KTP: the ID photo sent for them is this neutral placeholder (spec §5
 * "Passport users get a placeholder ID photo"): a 1×1 light-grey PNG.
 */
export const PASSPORT_PLACEHOLDER_ID_PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGP4DwABAQEAGhQG6wAAAABJRU5ErkJggg==';

/** Camera capture settings (spec §9). */
export const CAPTURE = {
  /** Selfie, selfie with KTP, and the ID image for eKYC: 1920×1080 JPEG at quality 1. */
  EKYC: { width: 1920, height: 1080, type: 'image/jpeg', quality: 1 },
  /** The KTP image sent to OCR: 800×600 JPEG at quality 0.9. */
  OCR: { width: 800, height: 600, type: 'image/jpeg', quality: 0.9 },
} as const;
