import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` for the body font's Latin file to the built index.html, so
 * the browser fetches it alongside the entry script instead of after the CSS that names it has been
 * applied (it arrived last on a first visit, and the text was painted twice). Only the file whose
 * name matches `pattern` (fontsource names it by subset and axis), only in the build.
 */
export function preloadFont(pattern: RegExp): Plugin {
  return {
    name: 'pendana:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const file = Object.keys(context.bundle ?? {}).find((name) => pattern.test(name));
        if (!file) throw new Error(`preload-font: no emitted file matches ${pattern}`);
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${file}`,
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
