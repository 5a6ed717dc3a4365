// A document the server answers as a file (certificate PDF, signed agreement, an uploaded file),
// fetched through the SDK client (session headers, 401 handling) as a blob and saved under the
// server's file name (Content-Disposition) or the given one — or opened in a new tab, in the
// browser's own viewer — with its progress and a clear error.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { customInstance } from '@pendana/api-sdk';
import { errorMessageFor } from '../error-message';
import { fileNameFromDisposition } from './content-disposition';
import { openBlob, openPendingTab } from './open-blob';
import { saveBlob } from './save-blob';

/** The SDK call's request options (its `options` argument). */
export type DownloadRequestOptions = NonNullable<Parameters<typeof customInstance>[1]>;

export interface DocumentDownloadOptions {
  /**
   * The SDK call, passing `options` on: `(options) => getCertificate(options)`,
   * `(options) => downloadFundingAgreement('privy', docToken, options)`.
   */
  request: (options: DownloadRequestOptions) => Promise<Blob>;
  /** The name to save under when the server gives none (e.g. 'sertifikat-pendana.pdf'). */
  fileName: string;
  /** The failure text where the screen's spec §8 names one; default the server's message. */
  errorText?: (error: unknown) => string;
  /**
   * `save` (default) downloads the file; `open` shows it in a new tab (opened at the click, so no
   * popup blocker stops it; the file is saved instead when the browser gives no tab).
   */
  mode?: 'save' | 'open';
}

export interface DocumentDownload {
  status: 'idle' | 'downloading' | 'done' | 'opened' | 'error';
  /** 0–1 while the size is known, null when it is not (indeterminate). */
  progress: number | null;
  /** The name the file was (or is being) saved under. */
  fileName: string;
  error: string | null;
  /** Starts the download (or the opening); nothing while one is on its way. */
  download: () => void;
}

function headerOf(headers: unknown, name: string): string | null {
  if (!headers || typeof headers !== 'object') return null;
  const getter = (headers as { get?: (key: string) => unknown }).get;
  const value =
    typeof getter === 'function'
      ? getter.call(headers, name)
      : (headers as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
}

export function useDocumentDownload(options: DocumentDownloadOptions): DocumentDownload {
  const intl = useIntl();
  const [state, setState] = useState<Omit<DocumentDownload, 'download'>>({
    status: 'idle',
    progress: null,
    fileName: options.fileName,
    error: null,
  });
  const busy = useRef(false);
  const latest = useRef(options);
  latest.current = options;
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const download = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    const { request, fileName, errorText, mode = 'save' } = latest.current;
    // The tab must open within the click; the file follows when it arrives.
    const tab = mode === 'open' ? openPendingTab() : null;
    const abort = new AbortController();
    controller.current = abort;
    let disposition: string | null = null;
    setState({ status: 'downloading', progress: null, fileName, error: null });
    void (async () => {
      try {
        const blob = await request({
          signal: abort.signal,
          onDownloadProgress: ({ loaded, total }) => {
            if (total) setState((previous) => ({ ...previous, progress: loaded / total }));
          },
          // Read the headers on the way (the SDK call resolves with the body only).
          transformResponse: [
            (data: unknown, headers: unknown) => {
              disposition = headerOf(headers, 'content-disposition');
              return data;
            },
          ],
        });
        const name = fileNameFromDisposition(disposition) ?? fileName;
        if (tab && !tab.closed) {
          openBlob(tab, blob);
          setState({ status: 'opened', progress: 1, fileName: name, error: null });
        } else {
          saveBlob(blob, name);
          setState({ status: 'done', progress: 1, fileName: name, error: null });
        }
      } catch (caught) {
        tab?.close();
        if (abort.signal.aborted) return;
        // The SDK client reads a refusal's JSON out of the blob, so `caught` carries its message.
        const text = errorText?.(caught) ?? errorMessageFor(caught, intl);
        setState({ status: 'error', progress: null, fileName, error: text });
      } finally {
        busy.current = false;
      }
    })();
  }, [intl]);

  return { ...state, download };
}
