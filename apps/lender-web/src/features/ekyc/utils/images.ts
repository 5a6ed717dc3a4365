// Identity images travel as base64 data URLs (spec §5; the rule is @pendana/forms' isBase64Image):
// anything else stops the submit with 'Gambar gagal diproses!'.

/**
 * Passport users have no KTP: the ID photo sent for them is this neutral placeholder (spec §5
 * "Passport users get a placeholder ID photo"): a 1×1 light-grey PNG.
 */
export const PASSPORT_PLACEHOLDER_ID_PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGP4DwABAQEAGhQG6wAAAABJRU5ErkJggg==';

// Capture sizes (spec §9) are the design system's CAPTURE_PRESETS, checked on a real canvas in
// apps/storybook/src/browser-tests/capture-sizes.test.tsx.
