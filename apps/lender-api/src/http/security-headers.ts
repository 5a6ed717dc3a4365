import type { FastifyInstance } from 'fastify';

/**
 * Content Security Policy of the web origin: only the app's own scripts, styles, fonts and images
 * (plus data: and blob: images for photo previews), API calls to the same origin. Inline styles are
 * allowed because component libraries set style attributes; inline scripts are not.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // Popups (liveness providers) keep their link to the app even on another origin; the return
    // page and the sandbox's provider pages send none, so that the popup coming back from a
    // provider's site is not cut off from the window that opened it.
    const pathname = request.url.split('?')[0] ?? '';
    if (!/^\/sandbox\/|^(\/en)?\/liveness\/return\/?$/.test(pathname))
      reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
    reply.header('permissions-policy', 'camera=(self), microphone=(), geolocation=(self)');
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    return payload;
  });
}
