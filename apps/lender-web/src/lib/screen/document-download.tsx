import { Download, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { Progress } from '@pendana/design-system/components/progress';
import { css } from '@pendana/design-system/styled-system/css';
import { commonMessages } from '../../i18n/common-messages';
import { screenMessages as messages } from './messages';
import { useDocumentDownload, type DocumentDownloadOptions } from './use-document-download';

export interface DocumentDownloadProps extends DocumentDownloadOptions {
  /** The button's text, e.g. 'Unduh sertifikat'. */
  label: ReactNode;
}

const styles = {
  root: css({ display: 'grid', gap: '3', minW: '0' }),
  // A label that names a month and a tax kind ('Bukti potong PPh 23 Desember 2025 (CSV)') wraps
  // inside the card at 360 px instead of running out of the page (a button does not wrap by itself).
  button: css({ maxW: 'full', whiteSpace: 'normal', textAlign: 'center', py: '2' }),
  done: css({ color: 'fg.muted', fontSize: 'sm' }),
};

/**
 * A download (or open, `mode="open"`) button with its progress, what became of the file, and the
 * error with a Retry.
 */
export function DocumentDownload({ label, ...options }: DocumentDownloadProps) {
  const intl = useIntl();
  const { status, progress, fileName, error, download } = useDocumentDownload(options);
  const name = { name: fileName };
  const opening = options.mode === 'open';
  const Icon = opening ? ExternalLink : Download;
  const progressLabel = intl.formatMessage(opening ? messages.opening : messages.downloading, name);
  return (
    <div className={styles.root}>
      <Button
        variant="outline"
        className={styles.button}
        startIcon={<Icon aria-hidden size={18} />}
        loading={status === 'downloading'}
        loadingLabel={progressLabel}
        onClick={download}
      >
        {label}
      </Button>
      {status === 'downloading' ? (
        <Progress
          label={progressLabel}
          value={progress === null ? null : Math.round(progress * 100)}
          valueText={
            progress === null ? undefined : intl.formatNumber(progress, { style: 'percent' })
          }
        />
      ) : null}
      <p role="status" className={styles.done}>
        {status === 'done' ? intl.formatMessage(messages.downloaded, name) : null}
        {status === 'opened' ? intl.formatMessage(messages.opened, name) : null}
      </p>
      {status === 'error' ? (
        <Alert
          status="danger"
          title={intl.formatMessage(opening ? messages.openFailed : messages.downloadFailed)}
          actions={
            <Button variant="outline" size="sm" onClick={download}>
              {intl.formatMessage(commonMessages.retry)}
            </Button>
          }
        >
          {error}
        </Alert>
      ) : null}
    </div>
  );
}
