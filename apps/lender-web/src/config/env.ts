// Runtime configuration of the web app. The API base comes from VITE_API_BASE (default `/api`,
// same origin), so the same build can talk to another API origin.
import { DEFAULT_SUPPORT_WHATSAPP, whatsappNumber } from './support';

export const API_BASE: string = import.meta.env.VITE_API_BASE?.trim() || '/api';

/**
 * The support WhatsApp number of the menu (config/support.ts): VITE_SUPPORT_WHATSAPP when it is a
 * phone number, else the default — the contact works out of the box.
 */
export const SUPPORT_WHATSAPP: string =
  whatsappNumber(import.meta.env.VITE_SUPPORT_WHATSAPP) ?? DEFAULT_SUPPORT_WHATSAPP;
