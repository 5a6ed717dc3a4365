// A photo saved earlier is read through the SDK client like every other call: the session headers
// (token, X-LANG), the 401 that ends the session, the retry of a failed server.
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { configureClient } from '@pendana/api-sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server, setupMswServer } from '../../../test/msw-server';
import { storedImageAsDataUrl } from './stored-image';

setupMswServer();

const SAVED = '/api/files/lender/1001/ktp-3f9a1c2b.jpg';
const JPEG = new Uint8Array([255, 216, 255, 217]);
const image = () =>
  new HttpResponse(JPEG.buffer.slice(0), { headers: { 'content-type': 'image/jpeg' } });

describe('storedImageAsDataUrl', () => {
  const onUnauthorized = vi.fn();
  const queryClient = () => new QueryClient();

  beforeEach(() => {
    onUnauthorized.mockReset();
    configureClient({
      baseURL: '/api',
      getToken: () => 'tok-stored',
      getLang: () => 'en',
      onUnauthorized,
    });
  });

  it('asks the file with the session headers and answers a base64 data URL', async () => {
    const seen: Headers[] = [];
    server.use(
      http.get('*/api/files/lender/1001/ktp-3f9a1c2b.jpg', ({ request }) => {
        seen.push(request.headers);
        return image();
      }),
    );
    await expect(storedImageAsDataUrl(SAVED, queryClient())).resolves.toBe(
      'data:image/jpeg;base64,/9j/2Q==',
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]!.get('authorization')).toBe('Bearer tok-stored');
    expect(seen[0]!.get('request-access')).toBe('tok-stored');
    expect(seen[0]!.get('x-lang')).toBe('en');
  });

  it('reports a 401 to onUnauthorized once, with the server message', async () => {
    server.use(
      http.get('*/api/files/:scope/:owner/:name', () =>
        HttpResponse.json({ message: 'Sesi Anda telah berakhir' }, { status: 401 }),
      ),
    );
    await expect(storedImageAsDataUrl(SAVED, queryClient())).rejects.toBeTruthy();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('Sesi Anda telah berakhir');
  });

  it('retries a failed server (5xx) like the other calls', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/files/:scope/:owner/:name', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'x' }, { status: 503 }) : image();
      }),
    );
    await expect(storedImageAsDataUrl(SAVED, queryClient())).resolves.toMatch(
      /^data:image\/jpeg;base64,/,
    );
    expect(calls).toBe(2);
  });

  it('refuses a URL that is not an uploaded file, without asking anything', async () => {
    const asked = vi.fn();
    server.events.on('request:start', asked);
    try {
      await expect(
        storedImageAsDataUrl('https://elsewhere.example/ktp.jpg', queryClient()),
      ).rejects.toBeTruthy();
    } finally {
      server.events.removeListener('request:start', asked);
    }
    expect(asked).not.toHaveBeenCalled();
  });
});
