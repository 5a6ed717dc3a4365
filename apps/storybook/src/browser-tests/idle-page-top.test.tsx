// The top of a page with no toast open, at 390 px: what every page of the app renders around its
// content — the skip link before the shell (out of sight until it has the focus) and the toaster
// after it — paints nothing over the top bar. A pixel check of the bar's top rows: the screenshot
// baselines compare with a colour threshold that lets a faint shadow through, this does not.
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { AppShell } from '@pendana/design-system/components/app-shell';
import { SkipLink } from '@pendana/design-system/components/skip-link';
import { Toaster, createAppToaster } from '@pendana/design-system/components/toast';
import { nextFrames, render } from './render';

const ROWS = 8;

function shell() {
  return (
    <AppShell
      brand={<span>Pendana</span>}
      items={[{ id: 'home', label: 'Beranda', href: '#home' }]}
      moreLabel="Lainnya"
      navLabel="Menu utama"
      closeLabel="Tutup"
      activeId="home"
    >
      <p>Konten</p>
    </AppShell>
  );
}

function idlePage() {
  return (
    <>
      <SkipLink>Langsung ke konten utama</SkipLink>
      {shell()}
      <Toaster toaster={createAppToaster({ placement: 'top' })} closeLabel="Tutup" />
    </>
  );
}

const topBar = () => {
  const bar = document.querySelector<HTMLElement>('[data-part="top-bar"]');
  if (!bar) throw new Error('top bar missing');
  return bar;
};

/** RGBA of every pixel in the top `rows` rows of a PNG screenshot (device pixels). */
async function topRows(base64: string, rows: number): Promise<{ width: number; data: number[] }> {
  const image = new Image();
  image.src = `data:image/png;base64,${base64}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(image, 0, 0);
  return { width: canvas.width, data: [...context.getImageData(0, 0, canvas.width, rows).data] };
}

/** Columns (CSS px) of the top rows whose colour is not the bar's own background. */
async function paintedColumns(): Promise<number[]> {
  const bar = topBar();
  // not saved: the base64 PNG only
  const base64 = await page.screenshot({ element: bar, save: false });
  const ratio = window.devicePixelRatio;
  const { width, data } = await topRows(base64, Math.round(ROWS * ratio));
  const background = getComputedStyle(bar).backgroundColor.match(/\d+/g)?.map(Number) ?? [];
  const columns = new Set<number>();
  for (let i = 0; i < data.length; i += 4) {
    const differs = [0, 1, 2].some((c) => Math.abs((data[i + c] ?? 0) - (background[c] ?? 0)) > 0);
    if (differs) columns.add(Math.floor(((i / 4) % width) / ratio));
  }
  return [...columns].sort((a, b) => a - b);
}

describe('the top of a page with no toast open (390 px)', () => {
  it('paints nothing over the top bar: no shadow of the skip link, no box of the toast region', async () => {
    await page.viewport(390, 700);
    await render(idlePage());
    await document.fonts.ready;
    await nextFrames();

    const region = document.querySelector<HTMLElement>('[data-scope="toast"][data-part="group"]');
    if (!region) throw new Error('toast region missing');
    expect(region.childElementCount).toBe(0);
    expect(region.getBoundingClientRect().height).toBe(0);
    const style = getComputedStyle(region);
    expect([style.backgroundColor, style.boxShadow, style.borderTopWidth]).toEqual([
      'rgba(0, 0, 0, 0)',
      'none',
      '0px',
    ]);

    expect(await paintedColumns()).toEqual([]);
  });

  it('detects a faint shadow over the bar (self-check of the pixel check)', async () => {
    await page.viewport(390, 700);
    await render(
      <>
        {shell()}
        <div
          style={{
            position: 'fixed',
            top: -40,
            left: 120,
            width: 120,
            height: 40,
            zIndex: 10_000,
            boxShadow: '0 4px 6px rgba(15, 23, 42, 0.1)',
          }}
        />
      </>,
    );
    await nextFrames();
    const columns = await paintedColumns();
    expect(columns.length).toBeGreaterThan(0);
    expect(Math.min(...columns)).toBeGreaterThanOrEqual(110);
    expect(Math.max(...columns)).toBeLessThanOrEqual(250);
  });

  it('shows the skip link, with its shadow, once it has the focus', async () => {
    await page.viewport(390, 700);
    await render(idlePage());
    const link = document.querySelector<HTMLAnchorElement>('a[href="#main-content"]');
    link?.focus();
    await nextFrames();
    expect(link?.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    expect(getComputedStyle(link as Element).boxShadow).not.toBe('none');
  });
});
