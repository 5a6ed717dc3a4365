// Runtime configuration of the web app. The API base comes from VITE_API_BASE (default `/api`,
// same origin), so the same build can talk to another API origin.
export const API_BASE: string = import.meta.env.VITE_API_BASE?.trim() || '/api';

/**
 * Support WhatsApp contact (spec §2: part of the menu constants). The spec does not give the number,
 * so it is configuration (VITE_SUPPORT_WHATSAPP_URL, e.g. https://wa.me/62…); the menu shows the
 * entry only when it is set, rather than inventing a number.
 */
export const SUPPORT_WHATSAPP_URL: string | null =
  import.meta.env.VITE_SUPPORT_WHATSAPP_URL?.trim() || null;
