import { QrCode as ArkQrCode } from '@ark-ui/react/qr-code';
import { Download } from 'lucide-react';
import { css } from '@pendana/design-system/styled-system/css';
import { Button } from '../button/button';

/** Spec §9: "The QR code download default file name ends in qris.png." */
export const QR_DEFAULT_FILE_NAME = 'qris.png';

/** File name for a download: '<prefix>-qris.png', or 'qris.png' without a prefix. */
export function qrFileName(prefix?: string): string {
  return prefix ? `${prefix}-${QR_DEFAULT_FILE_NAME}` : QR_DEFAULT_FILE_NAME;
}

export interface QrCodeProps {
  /** Encoded content (e.g. the QRIS string). */
  value: string;
  /** Accessible name of the image, e.g. 'QRIS untuk top up Rp 100.000'. */
  label: string;
  downloadLabel: string;
  /** Prefix of the file name; the name always ends in 'qris.png'. */
  fileNamePrefix?: string;
  /** Size in px (default 240). */
  size?: number;
}

const frame = css({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '3',
  p: '4',
  bg: 'white',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.default',
  maxW: 'full',
});

/** QR code display with a PNG download whose file name ends in 'qris.png' (spec §9). */
export function QrCode({ value, label, downloadLabel, fileNamePrefix, size = 240 }: QrCodeProps) {
  return (
    <ArkQrCode.Root value={value} className={frame} encoding={{ ecc: 'M' }}>
      <ArkQrCode.Frame
        role="img"
        aria-label={label}
        style={{ width: size, height: size, maxWidth: '100%' }}
      >
        <ArkQrCode.Pattern style={{ fill: '#0f172a' }} />
      </ArkQrCode.Frame>
      <ArkQrCode.DownloadTrigger asChild fileName={qrFileName(fileNamePrefix)} mimeType="image/png">
        <Button variant="outline" size="sm" startIcon={<Download aria-hidden size={18} />}>
          {downloadLabel}
        </Button>
      </ArkQrCode.DownloadTrigger>
    </ArkQrCode.Root>
  );
}
