// Keyboard only: dialogs and drawers open from the keyboard, keep focus inside, close with
// Escape and give focus back; toasts, file upload and camera capture are usable without a mouse.
// Real key presses (Playwright), Chromium.
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { Button } from '@pendana/design-system/components/button';
import {
  CAPTURE_PRESETS,
  CameraCapture,
  type CameraCaptureTexts,
} from '@pendana/design-system/components/camera-capture';
import { Dialog } from '@pendana/design-system/components/dialog';
import { Drawer } from '@pendana/design-system/components/drawer';
import {
  FileUpload,
  IMAGE_TYPES,
  type FileUploadTexts,
} from '@pendana/design-system/components/file-upload';
import { TOAST_DURATION, Toaster, createAppToaster } from '@pendana/design-system/components/toast';
import { press, shiftTab, tab, tabTo, tabToWithRing } from './keyboard';
import { render } from './render';

afterEach(() => {
  vi.restoreAllMocks();
});

const inside = (container: Element) => container.contains(document.activeElement);

describe('Keyboard: overlays and uploads', () => {
  it('Dialog: Enter on the trigger opens it, Tab stays inside, Escape closes and returns focus', async () => {
    await render(
      <Dialog
        title="Konfirmasi pendanaan"
        description="Dana akan dipotong dari saldo."
        closeLabel="Tutup"
        trigger={<Button>Danai</Button>}
        footer={
          <>
            <Button variant="outline">Batal</Button>
            <Button>Ya, danai</Button>
          </>
        }
      />,
    );
    const trigger = page.getByRole('button', { name: 'Danai', exact: true }).element();
    await tabToWithRing(trigger);
    await press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Konfirmasi pendanaan' });
    await expect.element(dialog).toBeVisible();
    await expect.poll(() => inside(dialog.element())).toBe(true);
    for (let i = 0; i < 5; i += 1) {
      await tab();
      expect(inside(dialog.element()), 'focus left the dialog').toBe(true);
    }
    await shiftTab();
    expect(inside(dialog.element())).toBe(true);
    const confirm = page.getByRole('button', { name: 'Ya, danai' }).element();
    await tabToWithRing(confirm);
    await press('Escape');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.poll(() => document.activeElement).toBe(trigger);
  });

  it('Drawer: opens with Space, its close button has a ring, Enter on it closes', async () => {
    await render(
      <Drawer
        title="Filter proyek"
        closeLabel="Tutup filter"
        trigger={<Button variant="outline">Filter</Button>}
      >
        <p>Isi filter</p>
      </Drawer>,
    );
    const trigger = page.getByRole('button', { name: 'Filter', exact: true }).element();
    await tabToWithRing(trigger);
    await press(' ');
    const drawer = page.getByRole('dialog', { name: 'Filter proyek' });
    await expect.element(drawer).toBeVisible();
    await expect.poll(() => inside(drawer.element())).toBe(true);
    await tabToWithRing(page.getByRole('button', { name: 'Tutup filter' }).element());
    await press('Enter');
    await expect.element(drawer).not.toBeInTheDocument();
    await expect.poll(() => document.activeElement).toBe(trigger);
  });

  it('Drawer: opening focuses the first focusable element of its content', async () => {
    await render(
      <Drawer defaultOpen title="Berita" closeLabel="Tutup">
        <a href="https://ojk.go.id">ojk.go.id</a>
      </Drawer>,
    );
    await expect.element(page.getByRole('link', { name: 'ojk.go.id' })).toHaveFocus();
  });

  it("Drawer with initialFocus 'close': opening focuses the close button, not the content's link", async () => {
    await render(
      <Drawer defaultOpen initialFocus="close" title="Berita" closeLabel="Tutup">
        <a href="https://ojk.go.id">ojk.go.id</a>
      </Drawer>,
    );
    await expect.element(page.getByRole('button', { name: 'Tutup' })).toHaveFocus();
  });

  it('Toast: its action and close button are reachable with Tab; Enter closes it', async () => {
    const toaster = createAppToaster();
    const onAction = vi.fn();
    await render(
      <>
        <Button>Simpan</Button>
        <Toaster toaster={toaster} closeLabel="Tutup" />
      </>,
    );
    toaster.create({
      title: 'Pendanaan berhasil',
      type: 'success',
      duration: TOAST_DURATION.FUNDING,
      action: { label: 'Lihat', onClick: onAction },
    });
    const toast = page.getByText('Pendanaan berhasil');
    await expect.element(toast).toBeVisible();
    await tabToWithRing(page.getByRole('button', { name: 'Lihat' }).element());
    await press('Enter');
    expect(onAction).toHaveBeenCalledOnce();
    toaster.create({ title: 'Data tersimpan', type: 'info', duration: TOAST_DURATION.FUNDING });
    await expect.element(page.getByText('Data tersimpan')).toBeVisible();
    const close = page
      .getByText('Data tersimpan')
      .element()
      .closest('[data-part="root"]')
      ?.querySelector('[data-part="close-trigger"]');
    if (!close) throw new Error('close button of the toast missing');
    await tabToWithRing(close);
    await press('Enter');
    await expect.element(page.getByText('Data tersimpan')).not.toBeInTheDocument();
  });

  it('FileUpload: drop zone and button open the picker with Enter/Space; a file is removed with Enter', async () => {
    const texts: FileUploadTexts = {
      drop: 'Seret berkas ke sini atau klik untuk memilih',
      choose: 'Pilih berkas',
      remove: (name) => `Hapus ${name}`,
      tooLarge: (max) => `Ukuran berkas maksimal ${max}`,
      invalidType: 'Format berkas tidak didukung',
      tooMany: 'Hanya satu berkas',
      progress: (percent) => `Mengunggah ${percent}%`,
    };
    const pickerOpened = vi.fn();
    vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (
      this: HTMLInputElement,
    ) {
      if (this.type === 'file') pickerOpened();
    });
    function Upload() {
      const [files, setFiles] = useState<File[]>([
        new File(['x'], 'ktp.png', { type: 'image/png' }),
      ]);
      return (
        <FileUpload
          label="Foto KTP"
          accept={IMAGE_TYPES}
          maxSize={2 * 1024 * 1024}
          files={files}
          onFilesChange={setFiles}
          texts={texts}
        />
      );
    }
    await render(<Upload />);
    await tabToWithRing(page.getByRole('button', { name: texts.drop }).element());
    await press('Enter');
    await expect.poll(() => pickerOpened.mock.calls.length).toBe(1);
    await tabToWithRing(page.getByRole('button', { name: 'Pilih berkas' }).element());
    await press(' ');
    await expect.poll(() => pickerOpened.mock.calls.length).toBe(2);
    await tabToWithRing(page.getByRole('button', { name: 'Hapus ktp.png' }).element());
    await press('Enter');
    await expect.element(page.getByText('ktp.png')).not.toBeInTheDocument();
  });

  it('CameraCapture: open camera, take the photo and retake with the keyboard; focus stays on the action', async () => {
    const texts: CameraCaptureTexts = {
      start: 'Buka kamera',
      capture: 'Ambil foto',
      retake: 'Ulangi',
      chooseFile: 'Unggah dari galeri',
      previewAlt: 'Foto KTP',
      videoLabel: 'Pratinjau kamera',
      errors: {
        notAllowed: 'Izin kamera ditolak.',
        notFound: 'Kamera tidak ditemukan.',
        notSupported: 'Browser ini tidak mendukung kamera.',
        inUse: 'Kamera sedang dipakai aplikasi lain.',
        failed: 'Terdapat kesalahan, coba lagi!',
        fileFailed: 'Gambar gagal diproses!',
      },
    };
    // A fake camera: a canvas painted right before captureStream(), so the stream gets a frame.
    const fakeCamera = () => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#066c58';
        context.fillRect(0, 0, 640, 480);
      }
      return canvas.captureStream(15);
    };
    const original = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: async () => fakeCamera() },
    });
    try {
      const onCapture = vi.fn();
      await render(
        <CameraCapture
          {...CAPTURE_PRESETS.OCR}
          guide="id-card"
          texts={texts}
          onCapture={onCapture}
        />,
      );
      const action = page.getByRole('button', { name: 'Buka kamera' }).element();
      await tabToWithRing(action);
      await press('Enter');
      await expect.element(page.getByRole('button', { name: 'Ambil foto' })).toBeVisible();
      expect(document.activeElement).toBe(action);
      // The button turns usable once React has seen the first frame (not when the video has it).
      await expect
        .element(page.getByRole('button', { name: 'Ambil foto' }), { timeout: 5000 })
        .not.toHaveAttribute('aria-disabled');
      await press('Enter');
      await expect.poll(() => onCapture.mock.calls.length).toBe(1);
      expect(String(onCapture.mock.calls[0]?.[0])).toMatch(/^data:image\/jpeg;base64,/);
      await expect.element(page.getByRole('button', { name: 'Ulangi' })).toHaveFocus();
      await tab();
      expect(document.activeElement).toBe(
        page.getByRole('button', { name: 'Unggah dari galeri' }).element(),
      );
      await shiftTab();
      await press(' ');
      await expect.element(page.getByRole('button', { name: 'Ambil foto' })).toHaveFocus();
      await tabTo(page.getByRole('button', { name: 'Unggah dari galeri' }).element());
    } finally {
      if (original) Object.defineProperty(navigator, 'mediaDevices', original);
      else Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });
});
