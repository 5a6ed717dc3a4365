import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Alert } from './alert';

describe('Alert', () => {
  it('interrupts with role=alert for danger and warning', () => {
    render(
      <Alert status="danger" title="Gagal">
        Telah terjadi kesalahan!
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Gagal');
    expect(alert.textContent).toContain('Telah terjadi kesalahan!');
  });

  it('is a polite status for info and success, or none when asked', () => {
    const { rerender } = render(
      <Alert status="info">Data Imbal Hasil Kosong, karena proyek belum dimulai</Alert>,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Data Imbal Hasil Kosong, karena proyek belum dimulai',
    );
    rerender(
      <Alert status="success" role="none">
        OK
      </Alert>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('renders actions and the status class', () => {
    render(
      <Alert
        status="warning"
        title="Document approval is still in progress"
        actions={<button type="button">Refresh</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getByRole('alert').className).toContain('alert__root--status_warning');
  });

  it('has no axe violations', async () => {
    render(
      <div>
        <Alert status="info" title="Info">
          Teks
        </Alert>
        <Alert status="success">Berhasil</Alert>
        <Alert status="warning">Peringatan</Alert>
        <Alert status="danger">Gagal</Alert>
      </div>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
