// The document download against the SDK's MSW handlers (the certificate PDF, the signed agreement).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { downloadFundingAgreement, getCertificate } from '@pendana/api-sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server, setupMswServer } from '../../test/msw-server';
import { renderScreen } from '../../test/render-screen';
import { DocumentDownload } from './document-download';

setupMswServer();

const PDF = new TextEncoder().encode('%PDF-1.7\n%akad\n');
let saved: { name: string; blob: Blob }[];

beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs and does not download: record what would be saved.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});

afterEach(() => vi.restoreAllMocks());

const certificate = () => (
  <DocumentDownload
    label="Unduh sertifikat"
    request={(options) => getCertificate(options)}
    fileName="sertifikat-pendana.pdf"
  />
);

describe('DocumentDownload', () => {
  it('saves the file under the given name when the server gives none', async () => {
    renderScreen(certificate());
    await userEvent.click(screen.getByRole('button', { name: 'Unduh sertifikat' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('sertifikat-pendana.pdf');
    expect(saved[0]!.blob.type).toBe('application/pdf');
    expect(screen.getByRole('status').textContent).toBe('sertifikat-pendana.pdf sudah diunduh');
  });

  it("saves under the server's name (Content-Disposition), the bytes as sent", async () => {
    server.use(
      http.get('*/api/:provider/download-doc-pendanaan/:docToken', ({ params }) =>
        HttpResponse.arrayBuffer(PDF.buffer, {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="akad-pendanaan-${String(params.docToken)}.pdf"`,
          },
        }),
      ),
    );
    renderScreen(
      <DocumentDownload
        label="Unduh akad"
        request={(options) => downloadFundingAgreement('privy', 'doc-77', options)}
        fileName="akad.pdf"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Unduh akad' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('akad-pendanaan-doc-77.pdf');
    expect(new TextDecoder().decode(await saved[0]!.blob.arrayBuffer())).toMatch(/^%PDF-/);
  });

  it('shows the progress while the file is on its way, once for a double click', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/newRekening/viewSertifikat', async () => {
        calls += 1;
        await delay(150);
        return HttpResponse.arrayBuffer(PDF.buffer, {
          headers: { 'Content-Type': 'application/pdf' },
        });
      }),
    );
    renderScreen(certificate());
    const button = screen.getByRole('button', { name: 'Unduh sertifikat' });
    await userEvent.click(button);
    button.click();
    const bar = await screen.findByRole('progressbar', {
      name: 'Mengunduh sertifikat-pendana.pdf',
    });
    expect(bar).toBeTruthy();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(calls).toBe(1);
  });

  it("shows the server's refusal (a JSON body of a file call) and downloads on Retry", async () => {
    let calls = 0;
    server.use(
      http.post('*/api/newRekening/viewSertifikat', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { message: 'Total aset Anda belum mencapai Rp1.000.000' },
              { status: 422 },
            )
          : HttpResponse.arrayBuffer(PDF.buffer, {
              headers: { 'Content-Type': 'application/pdf' },
            });
      }),
    );
    renderScreen(certificate());
    await userEvent.click(screen.getByRole('button', { name: 'Unduh sertifikat' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Dokumen gagal diunduh');
    expect(alert.textContent).toContain('Total aset Anda belum mencapai Rp1.000.000');
    expect(saved).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("uses the screen's own text where spec §8 names one", async () => {
    server.use(
      http.post('*/api/newRekening/viewSertifikat', () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    renderScreen(
      <DocumentDownload
        label="Unduh sertifikat"
        request={(options) => getCertificate(options)}
        fileName="sertifikat.pdf"
        errorText={() => 'Something went wrong'}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Unduh sertifikat' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
  });

  describe('mode="open": in a new tab, in the browser\'s own viewer', () => {
    /** A tab as window.open gives it: where it was sent, whether it was closed. */
    function fakeTab() {
      const tab = { opener: 'app', closed: false, location: { href: '' }, close: vi.fn() };
      tab.close.mockImplementation(() => {
        tab.closed = true;
      });
      return tab;
    }
    const openCertificate = () => (
      <DocumentDownload
        mode="open"
        label="Buka sertifikat"
        request={(options) => getCertificate(options)}
        fileName="sertifikat-pendana.pdf"
      />
    );

    it('opens the tab within the click, cut from the app, and shows the PDF in it', async () => {
      const tab = fakeTab();
      const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      server.use(
        http.post('*/api/newRekening/viewSertifikat', async () => {
          await delay(100);
          return HttpResponse.arrayBuffer(PDF.buffer, {
            headers: { 'Content-Type': 'application/pdf' },
          });
        }),
      );
      renderScreen(openCertificate());
      await userEvent.click(screen.getByRole('button', { name: 'Buka sertifikat' }));
      // Opened before the file arrived (a popup blocker lets only that through).
      expect(open).toHaveBeenCalledWith('', '_blank');
      expect(tab.location.href).toBe('');
      expect(tab.opener).toBeNull();
      await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
      const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
      expect(blob.type).toBe('application/pdf');
      expect(new TextDecoder().decode(await blob.arrayBuffer())).toMatch(/^%PDF-/);
      expect(screen.getByRole('status').textContent).toBe(
        'sertifikat-pendana.pdf dibuka di tab baru',
      );
      expect(saved).toHaveLength(0);
    });

    it('saves the file when the browser gives no tab', async () => {
      vi.spyOn(window, 'open').mockReturnValue(null);
      renderScreen(openCertificate());
      await userEvent.click(screen.getByRole('button', { name: 'Buka sertifikat' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]!.name).toBe('sertifikat-pendana.pdf');
      expect(screen.getByRole('status').textContent).toBe('sertifikat-pendana.pdf sudah diunduh');
    });

    it('closes the empty tab and says why when the server refuses', async () => {
      const tab = fakeTab();
      vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      server.use(
        http.post('*/api/newRekening/viewSertifikat', () =>
          HttpResponse.json({ message: 'Sertifikat belum tersedia' }, { status: 422 }),
        ),
      );
      renderScreen(openCertificate());
      await userEvent.click(screen.getByRole('button', { name: 'Buka sertifikat' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Dokumen gagal dibuka');
      expect(alert.textContent).toContain('Sertifikat belum tersedia');
      expect(tab.close).toHaveBeenCalled();
      expect(tab.location.href).toBe('');
    });
  });
});
