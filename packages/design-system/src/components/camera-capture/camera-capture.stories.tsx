import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CameraCapture, type CameraCaptureProps, type CameraCaptureTexts } from './camera-capture';
import { CAPTURE_PRESETS } from './capture';

const texts: CameraCaptureTexts = {
  start: 'Buka kamera',
  capture: 'Ambil foto',
  retake: 'Ulangi',
  chooseFile: 'Unggah dari galeri',
  previewAlt: 'Foto KTP',
  videoLabel: 'Pratinjau kamera',
  errors: {
    notAllowed: 'Izin kamera ditolak. Izinkan kamera atau unggah foto dari galeri.',
    notFound: 'Kamera tidak ditemukan. Unggah foto dari galeri.',
    notSupported: 'Browser ini tidak mendukung kamera. Unggah foto dari galeri.',
    inUse: 'Kamera sedang dipakai aplikasi lain.',
    failed: 'Terdapat kesalahan, coba lagi!',
    fileFailed: 'Gambar gagal diproses!',
  },
};

function WithResult(props: Omit<CameraCaptureProps, 'onCapture'>) {
  const [dataUrl, setDataUrl] = useState('');
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 480 }}>
      <CameraCapture {...props} onCapture={setDataUrl} />
      <output data-testid="result">{dataUrl.slice(0, 23)}</output>
      <output data-testid="length">{dataUrl.length}</output>
      {dataUrl ? (
        <img data-testid="decoded" src={dataUrl} alt="" style={{ display: 'none' }} />
      ) : null}
    </div>
  );
}

/** A fake camera: a canvas painted with a pattern, streamed through captureStream(). */
function fakeCamera(): MediaStream {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#066c58';
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = '#e0c05d';
    context.fillRect(160, 120, 320, 240);
  }
  return canvas.captureStream(15);
}

const meta = {
  title: 'Design system/CameraCapture',
  component: WithResult,
  tags: ['autodocs', 'catalog'],
  args: { ...CAPTURE_PRESETS.OCR, guide: 'id-card', texts },
} satisfies Meta<typeof WithResult>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CaptureForOcr: Story = {
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: async () => fakeCamera() },
    });
    return () => {
      if (original) Object.defineProperty(navigator, 'mediaDevices', original);
    };
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Buka kamera' }));
    const video = (await canvas.findByLabelText('Pratinjau kamera')) as HTMLVideoElement;
    await waitFor(() => expect(video.videoWidth).toBeGreaterThan(0), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Ambil foto' }));
    await waitFor(() =>
      expect(canvas.getByTestId('result')).toHaveTextContent('data:image/jpeg;base64,'),
    );
    const decoded = canvas.getByTestId('decoded') as HTMLImageElement;
    await decoded.decode();
    // Spec §9: OCR images are 800×600.
    await expect([decoded.naturalWidth, decoded.naturalHeight]).toEqual([800, 600]);
    await expect(canvas.getByRole('button', { name: 'Ulangi' })).toBeVisible();
  },
};

export const PermissionDenied: Story = {
  args: { ...CAPTURE_PRESETS.EKYC, guide: 'face', facingMode: 'user' },
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        getUserMedia: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
      },
    });
    return () => {
      if (original) Object.defineProperty(navigator, 'mediaDevices', original);
    };
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Buka kamera' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.errors.notAllowed);
    await expect(canvas.getByRole('button', { name: 'Unggah dari galeri' })).toBeVisible();
  },
};
