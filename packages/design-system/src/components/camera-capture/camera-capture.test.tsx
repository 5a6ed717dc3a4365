import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { CameraCapture, type CameraCaptureTexts } from './camera-capture';
import { CAPTURE_PRESETS, cameraErrorKind } from './capture';

const texts: CameraCaptureTexts = {
  start: 'Buka kamera',
  capture: 'Ambil foto',
  retake: 'Ulangi',
  chooseFile: 'Unggah dari galeri',
  previewAlt: 'Foto KTP',
  videoLabel: 'Pratinjau kamera',
  errors: {
    notAllowed: 'Izin kamera ditolak. Izinkan kamera atau unggah foto dari galeri.',
    notFound: 'Kamera tidak ditemukan.',
    notSupported: 'Browser ini tidak mendukung kamera. Unggah foto dari galeri.',
    inUse: 'Kamera sedang dipakai aplikasi lain.',
    failed: 'Terdapat kesalahan, coba lagi!',
    fileFailed: 'Gambar gagal diproses!',
  },
};

function setGetUserMedia(impl: (() => Promise<MediaStream>) | undefined) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: impl ? { getUserMedia: vi.fn(impl) } : undefined,
  });
}

describe('CameraCapture', () => {
  afterEach(() => {
    setGetUserMedia(undefined);
  });

  it('has the spec §9 presets: 1920×1080 q1 for eKYC, 800×600 q0.9 for OCR', () => {
    expect(CAPTURE_PRESETS).toEqual({
      EKYC: { width: 1920, height: 1080, quality: 1 },
      OCR: { width: 800, height: 600, quality: 0.9 },
    });
  });

  it.each([
    ['NotAllowedError', 'notAllowed'],
    ['SecurityError', 'notAllowed'],
    ['NotFoundError', 'notFound'],
    ['OverconstrainedError', 'notFound'],
    ['NotReadableError', 'inUse'],
    ['NotSupportedError', 'notSupported'],
    ['AbortError', 'failed'],
  ])('maps %s to %s', (name, kind) => {
    expect(cameraErrorKind({ name })).toBe(kind);
  });

  it('without camera support says so and offers the file picker', () => {
    setGetUserMedia(undefined);
    render(
      <CameraCapture {...CAPTURE_PRESETS.OCR} guide="id-card" onCapture={vi.fn()} texts={texts} />,
    );
    expect(screen.getByRole('alert').textContent).toBe(texts.errors.notSupported);
    expect(screen.getByRole('button', { name: 'Unggah dari galeri' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buka kamera' })).toBeNull();
  });

  it('shows the permission message when the camera is denied, keeping the fallback and a retry', async () => {
    setGetUserMedia(() =>
      Promise.reject(Object.assign(new Error('denied'), { name: 'NotAllowedError' })),
    );
    render(
      <CameraCapture
        {...CAPTURE_PRESETS.EKYC}
        guide="face"
        facingMode="user"
        onCapture={vi.fn()}
        texts={texts}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buka kamera' }));
    expect((await screen.findByRole('alert')).textContent).toBe(texts.errors.notAllowed);
    expect(screen.getByRole('button', { name: 'Unggah dari galeri' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buka kamera' })).toBeTruthy();
    const getUserMedia = navigator.mediaDevices.getUserMedia as unknown as ReturnType<typeof vi.fn>;
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'user', width: { ideal: 1920 }, height: { ideal: 1080 } },
      audio: false,
    });
  });

  it('keeps the capture button disabled until the video shows its first frame', async () => {
    const track = { stop: vi.fn() };
    setGetUserMedia(() => Promise.resolve({ getTracks: () => [track] } as unknown as MediaStream));
    // jsdom plays nothing: play() resolves, the frame size is what the test sets.
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const getContext = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue({ fillRect: vi.fn(), drawImage: vi.fn() } as unknown as ReturnType<
        HTMLCanvasElement['getContext']
      >);
    const toDataURL = vi
      .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
      .mockReturnValue('data:image/jpeg;base64,/9j/frame');
    const onCapture = vi.fn();
    try {
      render(
        <CameraCapture
          {...CAPTURE_PRESETS.EKYC}
          guide="face"
          facingMode="user"
          onCapture={onCapture}
          texts={texts}
        />,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Buka kamera' }));
      const video = await screen.findByLabelText<HTMLVideoElement>('Pratinjau kamera');
      const captureButton = await screen.findByRole('button', { name: 'Ambil foto' });
      let width = 0;
      Object.defineProperty(video, 'videoWidth', { configurable: true, get: () => width });
      Object.defineProperty(video, 'videoHeight', {
        configurable: true,
        get: () => (width ? 480 : 0),
      });

      // Stream attached, no frame yet: the button is there but disabled, a press does nothing.
      expect(captureButton.getAttribute('aria-disabled')).toBe('true');
      await userEvent.click(captureButton);
      expect(onCapture).not.toHaveBeenCalled();
      expect(screen.queryByRole('alert')).toBeNull();

      // 'loadeddata' without a frame size yet still waits.
      act(() => void video.dispatchEvent(new Event('loadeddata')));
      expect(captureButton.getAttribute('aria-disabled')).toBe('true');

      // The first frame: 'playing' with videoWidth > 0 enables the capture.
      width = 640;
      act(() => void video.dispatchEvent(new Event('playing')));
      expect(captureButton.getAttribute('aria-disabled')).toBeNull();
      await userEvent.click(captureButton);
      expect(onCapture).toHaveBeenCalledWith('data:image/jpeg;base64,/9j/frame');
      expect(track.stop).toHaveBeenCalled();
    } finally {
      play.mockRestore();
      getContext.mockRestore();
      toDataURL.mockRestore();
    }
  });

  it('shows a photo passed in with a retake button and has no axe violations', async () => {
    setGetUserMedia(() => Promise.reject(new Error('unused')));
    render(
      <CameraCapture
        {...CAPTURE_PRESETS.OCR}
        guide="id-card"
        value="data:image/jpeg;base64,/9j/"
        onCapture={vi.fn()}
        texts={texts}
      />,
    );
    expect(screen.getByRole('img', { name: 'Foto KTP' }).getAttribute('src')).toBe(
      'data:image/jpeg;base64,/9j/',
    );
    expect(screen.getByRole('button', { name: 'Ulangi' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});
