import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from '@pendana/design-system/styled-system/css';
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
    // Usable once React has seen the first frame, a render after the video has it.
    const captureButton = canvas.getByRole('button', { name: 'Ambil foto' });
    await waitFor(() => expect(captureButton).not.toHaveAttribute('aria-disabled'), {
      timeout: 5000,
    });
    await userEvent.click(captureButton);
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

/** A taken photo for the catalog: a fixed picture (an SVG data URL), so the baseline never changes. */
const SAMPLE_PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#066c58"/><rect x="200" y="150" width="400" height="300" rx="24" fill="#e0c05d"/></svg>',
)}`;

const noop = () => undefined;

/**
 * The screenshot baseline at 360 px (vitest.setup.ts), without a camera: before the user opens it
 * (ID-card guide), a photo already taken (retake), and permission denied (a stubbed getUserMedia
 * that rejects; the real one is never called).
 */
export const Catalog: Story = {
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
  render: (args) => (
    <div className={css({ display: 'grid', gap: '6', maxW: '480px' })}>
      <div data-testid="idle">
        <CameraCapture {...args} onCapture={noop} />
      </div>
      <div data-testid="captured">
        <CameraCapture {...args} value={SAMPLE_PHOTO} onCapture={noop} />
      </div>
      <div data-testid="denied">
        <CameraCapture
          {...args}
          {...CAPTURE_PRESETS.EKYC}
          guide="face"
          facingMode="user"
          onCapture={noop}
        />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const denied = within(canvas.getByTestId('denied'));
    await userEvent.click(denied.getByRole('button', { name: 'Buka kamera' }));
    await expect(await denied.findByRole('alert')).toHaveTextContent(texts.errors.notAllowed);
    const photo = within(canvas.getByTestId('captured')).getByRole('img', {
      name: 'Foto KTP',
    }) as HTMLImageElement;
    await photo.decode();
    await expect(
      within(canvas.getByTestId('idle')).getByRole('button', { name: 'Buka kamera' }),
    ).toBeVisible();
    // No focus ring on the button just pressed in the picture.
    (canvas.getByTestId('denied').ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
