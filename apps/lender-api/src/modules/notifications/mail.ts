import type { EmailMessage } from '../../providers/email/index.ts';
import type { Lang } from '../../shared/i18n/index.ts';
import type { EventKind } from './kinds.ts';
import { eventText } from './texts.ts';

const FRAME = {
  id: {
    greeting: (name: string) => `Halo ${name},`,
    open: 'Lihat di Pendana',
    footer:
      'Anda menerima email ini karena memiliki akun pendana di Pendana. Atur email pemberitahuan di Pengaturan > Notifikasi.',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    open: 'Open Pendana',
    footer:
      'You receive this e-mail because you have a lender account at Pendana. Choose your notification e-mails in Settings > Notifications.',
  },
} as const;

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * The event's mail to the lender in `lang`: plain text and HTML with the same words; no images, no
 * tracking pixel, no per-recipient link parameters (the one link opens the app's dashboard).
 */
export function eventMail(input: {
  lang: Lang;
  kind: EventKind;
  payload: unknown;
  to: string;
  name: string;
  appUrl: string;
}): EmailMessage {
  const { lang, to, name } = input;
  const text = eventText(lang, input.kind, input.payload);
  const frame = FRAME[lang];
  const link = `${input.appUrl}/${lang === 'en' ? 'en/' : ''}dashboard`;
  const body = [
    frame.greeting(name),
    '',
    text.body,
    '',
    `${frame.open}: ${link}`,
    '',
    frame.footer,
  ].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(text.title)}</title></head>`,
    '<body style="font-family:sans-serif;line-height:1.5;color:#1a1a1a">',
    `<p>${escapeHtml(frame.greeting(name))}</p>`,
    `<h1 style="font-size:20px">${escapeHtml(text.title)}</h1>`,
    `<p>${escapeHtml(text.body)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(frame.open)}</a></p>`,
    `<p style="font-size:12px;color:#555">${escapeHtml(frame.footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: `Pendana: ${text.title}`, body, html, link };
}
