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
    endSession: 'Bukan Anda? Akhiri sesi ini',
    endSessionNote: (hours: number) =>
      `Tautan ini hanya dapat dipakai sekali dan berlaku ${hours} jam. Setelah itu, akhiri sesi di Pengaturan > Sesi aktif.`,
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    open: 'Open Pendana',
    footer:
      'You receive this e-mail because you have a lender account at Pendana. Choose your notification e-mails in Settings > Notifications.',
    endSession: 'Not you? End this session',
    endSessionNote: (hours: number) =>
      `This link works once and for ${hours} hours. After that, end the session in Settings > Active sessions.`,
  },
} as const;

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The new-device mail's one-time link that ends the session it tells of. */
export interface EndSessionLink {
  url: string;
  hours: number;
}

/**
 * The event's mail to the lender in `lang`: plain text and HTML with the same words; no images, no
 * tracking pixel, no per-recipient link parameters (the one link opens the app's dashboard), except
 * the new-device mail's one-time link that ends that session (`endSession`).
 */
export function eventMail(input: {
  lang: Lang;
  kind: EventKind;
  payload: unknown;
  to: string;
  name: string;
  appUrl: string;
  endSession?: EndSessionLink | undefined;
}): EmailMessage {
  const { lang, to, name, endSession } = input;
  const text = eventText(lang, input.kind, input.payload);
  const frame = FRAME[lang];
  const link = `${input.appUrl}/${lang === 'en' ? 'en/' : ''}dashboard`;
  const body = [
    frame.greeting(name),
    '',
    text.body,
    '',
    ...(endSession
      ? [`${frame.endSession}: ${endSession.url}`, frame.endSessionNote(endSession.hours), '']
      : []),
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
    ...(endSession
      ? [
          `<p><a href="${escapeHtml(endSession.url)}">${escapeHtml(frame.endSession)}</a></p>`,
          `<p style="font-size:12px;color:#555">${escapeHtml(frame.endSessionNote(endSession.hours))}</p>`,
        ]
      : []),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(frame.open)}</a></p>`,
    `<p style="font-size:12px;color:#555">${escapeHtml(frame.footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: `Pendana: ${text.title}`, body, html, link: endSession?.url ?? link };
}
