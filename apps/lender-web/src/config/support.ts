// The support WhatsApp contact of the menu (spec §2: "A support WhatsApp contact is part of the menu
// constants"). The spec gives no number: this default is the demo's, and a deployment sets its own
// with VITE_SUPPORT_WHATSAPP (build time), written as a person would (+62 811-…, 0811…, 62811…).

/** The number used when VITE_SUPPORT_WHATSAPP is not set (country code first, digits only). */
export const DEFAULT_SUPPORT_WHATSAPP = '6281110008800';

/**
 * A WhatsApp number as wa.me wants it: digits only, Indonesia's 62 in front of a local 0… number;
 * null when it cannot be a phone number (fewer than 9 or more than 15 digits, letters).
 */
export function whatsappNumber(raw: string | undefined | null): string | null {
  const text = (raw ?? '').trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  if (digits.startsWith('0')) digits = `62${digits.slice(1)}`;
  return digits.length >= 9 && digits.length <= 15 ? digits : null;
}

/** `https://wa.me/<number>?text=<greeting>`: WhatsApp opens a chat with the greeting typed in. */
export function whatsappChatUrl(number: string, greeting: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(greeting)}`;
}
