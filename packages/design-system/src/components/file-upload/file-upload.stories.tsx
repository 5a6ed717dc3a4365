import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { css } from '@pendana/design-system/styled-system/css';
import {
  DOCUMENT_TYPES,
  FileUpload,
  IMAGE_TYPES,
  type FileUploadProps,
  type FileUploadTexts,
} from './file-upload';

const texts: FileUploadTexts = {
  drop: 'Seret berkas ke sini atau klik untuk memilih',
  choose: 'Pilih berkas',
  remove: (name) => `Hapus ${name}`,
  tooLarge: (max) => `Ukuran berkas maksimal ${max}`,
  invalidType: 'Format berkas tidak didukung',
  tooMany: 'Hanya satu berkas',
  progress: (percent) => `Mengunggah ${percent}%`,
};

function Controlled(props: Omit<FileUploadProps, 'files' | 'onFilesChange'>) {
  const [files, setFiles] = useState<File[]>([]);
  return <FileUpload {...props} files={files} onFilesChange={setFiles} />;
}

const meta = {
  title: 'Design system/FileUpload',
  component: Controlled,
  tags: ['autodocs', 'catalog'],
  args: {
    label: 'Foto KTP',
    hint: 'JPG atau PNG, maksimal 2 MB',
    accept: IMAGE_TYPES,
    maxSize: 2 * 1024 * 1024,
    texts,
  },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

const pixelPng = () => {
  const bytes = Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    ),
    (c) => c.charCodeAt(0),
  );
  return new File([bytes], 'ktp.png', { type: 'image/png' });
};

export const ImageWithPreview: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, pixelPng());
    await expect(await canvas.findByText('ktp.png')).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelector('img[data-part=item-preview-image]')).not.toBeNull(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus ktp.png' }));
    await waitFor(() => expect(canvas.queryByText('ktp.png')).toBeNull());
  },
};

export const TooLarge: Story = {
  args: { maxSize: 10 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(
      canvasElement.querySelector('input[type=file]') as HTMLInputElement,
      pixelPng(),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Ukuran berkas maksimal 1 KB');
  },
};

export const Catalog: Story = {
  render: () => {
    const doc = new File(['%PDF-1.4'], 'akta-pendirian.pdf', { type: 'application/pdf' });
    return (
      <div className={css({ display: 'grid', gap: '6', maxW: 'lg' })}>
        <FileUpload
          label="Foto KTP"
          accept={IMAGE_TYPES}
          maxSize={2 * 1024 * 1024}
          onFilesChange={() => undefined}
          texts={texts}
        />
        <FileUpload
          label="Akta pendirian"
          accept={DOCUMENT_TYPES}
          maxSize={5 * 1024 * 1024}
          files={[doc]}
          progress={{ 'akta-pendirian.pdf': 60 }}
          onFilesChange={() => undefined}
          texts={texts}
        />
        <FileUpload
          label="NPWP perusahaan"
          accept={DOCUMENT_TYPES}
          maxSize={5 * 1024 * 1024}
          error="Dokumen harap diunggah"
          onFilesChange={() => undefined}
          texts={texts}
        />
      </div>
    );
  },
};
