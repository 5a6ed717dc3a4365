import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { QR_DEFAULT_FILE_NAME, QrCode, qrFileName } from './qr-code';

describe('QrCode — spec §9 "download default file name ends in qris.png"', () => {
  it('builds file names ending in qris.png', () => {
    expect(QR_DEFAULT_FILE_NAME).toBe('qris.png');
    expect(qrFileName()).toBe('qris.png');
    expect(qrFileName('topup-20260105')).toBe('topup-20260105-qris.png');
  });

  it('renders a named QR image and a download button', async () => {
    const { container } = render(
      <QrCode
        value="00020101021126570011ID.DANA.WWW"
        label="QRIS top up"
        downloadLabel="Unduh QR"
      />,
    );
    expect(screen.getByRole('img', { name: 'QRIS top up' })).toBeTruthy();
    expect(container.querySelector('path')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Unduh QR' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});
