import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { FileUpload, IMAGE_TYPES, formatFileSize, type FileUploadTexts } from './file-upload';

const texts: FileUploadTexts = {
  drop: 'Seret berkas ke sini atau klik untuk memilih',
  choose: 'Pilih berkas',
  remove: (name) => `Hapus ${name}`,
  tooLarge: (max) => `Ukuran berkas maksimal ${max}`,
  invalidType: 'Format berkas harus JPG atau PNG',
  tooMany: 'Hanya satu berkas',
  progress: (percent) => `Mengunggah ${percent}%`,
};

const jpeg = (name: string, size: number) =>
  new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

describe('FileUpload', () => {
  it.each([
    [512, '1 KB'],
    [2048, '2 KB'],
    [2 * 1024 * 1024, '2 MB'],
    [1.5 * 1024 * 1024, '1,5 MB'],
  ])('formats %i bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('accepts a file from the picker and lists it with its size', async () => {
    const onFilesChange = vi.fn();
    const { container } = render(
      <FileUpload
        label="Foto KTP"
        accept={IMAGE_TYPES}
        maxSize={2 * 1024 * 1024}
        onFilesChange={onFilesChange}
        texts={texts}
      />,
    );
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, jpeg('ktp.jpg', 4096));
    await vi.waitFor(() => expect(onFilesChange).toHaveBeenCalled());
    expect(onFilesChange.mock.calls[0]?.[0][0].name).toBe('ktp.jpg');
    expect(await screen.findByText('ktp.jpg')).toBeTruthy();
    expect(screen.getByText('4 KB')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hapus ktp.jpg' })).toBeTruthy();
  });

  it('rejects a file that is too large with the size message', async () => {
    const onFilesChange = vi.fn();
    const { container } = render(
      <FileUpload
        label="Foto KTP"
        accept={IMAGE_TYPES}
        maxSize={1024 * 1024}
        onFilesChange={onFilesChange}
        texts={texts}
      />,
    );
    await userEvent.upload(
      container.querySelector('input[type=file]') as HTMLInputElement,
      jpeg('besar.jpg', 2 * 1024 * 1024),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Ukuran berkas maksimal 1 MB');
  });

  it('rejects a file of the wrong type', async () => {
    const { container } = render(
      <FileUpload
        label="Foto KTP"
        accept={IMAGE_TYPES}
        maxSize={1024 * 1024}
        onFilesChange={vi.fn()}
        texts={texts}
      />,
    );
    const pdf = new File(['%PDF'], 'dok.pdf', { type: 'application/pdf' });
    await userEvent.upload(container.querySelector('input[type=file]') as HTMLInputElement, pdf, {
      applyAccept: false,
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Format berkas harus JPG atau PNG');
  });

  it('shows upload progress as a named progressbar and has no axe violations', async () => {
    const file = jpeg('npwp.jpg', 1024);
    render(
      <FileUpload
        label="Foto NPWP"
        hint="JPG/PNG maks 2 MB"
        accept={IMAGE_TYPES}
        maxSize={2 * 1024 * 1024}
        files={[file]}
        progress={{ 'npwp.jpg': 40 }}
        onFilesChange={vi.fn()}
        texts={texts}
      />,
    );
    const bar = await screen.findByRole('progressbar', { name: 'Mengunggah 40%' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(await axeViolations()).toEqual([]);
  });
});
