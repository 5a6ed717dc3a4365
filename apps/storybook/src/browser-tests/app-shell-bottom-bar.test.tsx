// AppShell on a 360 px phone: bottom-bar labels wrap only between words (never 'Pendanaa / n'),
// stay inside their cell, and the bar is usable with the keyboard alone; a long page
// scrolls the document, the bars stay in view and never cover the focused field, and the
// content is clear of both bars at the top and at the bottom of the page.
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { AppShell, type NavItem } from '@pendana/design-system/components/app-shell';
import { press, tab, tabTo, tabToWithRing } from './keyboard';
import { render } from './render';

// The lender web app's menu (apps/lender-web/src/app/menu-messages.ts, id and en).
const LABELS = {
  id: ['Beranda', 'Kelola Pendanaan', 'Cari Pendanaan', 'Simulasi', 'Lainnya'],
  en: ['Home', 'Manage Funding', 'Search Funding', 'Simulation', 'More'],
} as const;
const Icon = () => (
  <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="12" cy="12" r="9" />
  </svg>
);

function shell(locale: keyof typeof LABELS, activeId = 'item-1') {
  const labels = LABELS[locale];
  const items: NavItem[] = labels.slice(0, 4).map((label, index) => ({
    id: `item-${index}`,
    label,
    href: `#item-${index}`,
    icon: <Icon aria-hidden />,
  }));
  return (
    <AppShell
      brand={<span>Pendana</span>}
      items={items}
      moreItems={[{ id: 'news', label: locale === 'id' ? 'Berita' : 'News', href: '#news' }]}
      moreLabel={labels[4]}
      navLabel="Menu utama"
      closeLabel="Tutup"
      activeId={activeId}
    >
      <p>Konten</p>
    </AppShell>
  );
}

/** Words of `element`'s text that the browser split over two lines. */
function splitWords(element: Element): string[] {
  const text = element.firstChild;
  if (!text || text.nodeType !== Node.TEXT_NODE) throw new Error('label without a text node');
  const content = text.textContent ?? '';
  const split: string[] = [];
  for (const match of content.matchAll(/\S+/g)) {
    const range = document.createRange();
    range.setStart(text, match.index);
    range.setEnd(text, match.index + match[0].length);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    if (lines.size > 1) split.push(match[0]);
  }
  return split;
}

const bottomBar = () => {
  const bar = document.querySelector<HTMLElement>('[data-part="bottom-bar"]');
  if (!bar) throw new Error('bottom bar missing');
  return bar;
};

describe('AppShell bottom bar at 360 px', () => {
  it('detects a word broken in the middle (self-check of the measurement)', async () => {
    const container = await render(
      <span style={{ display: 'block', width: '48px', overflowWrap: 'anywhere', fontSize: '12px' }}>
        Kelola Pendanaan
      </span>,
    );
    expect(splitWords(container.firstElementChild as Element)).toEqual(['Pendanaan']);
  });

  for (const locale of ['id', 'en'] as const) {
    it(`keeps every ${locale} label whole, inside its cell, without overflow`, async () => {
      await page.viewport(360, 640);
      await render(shell(locale));
      await document.fonts.ready;
      const bar = bottomBar();
      const labels = [...bar.querySelectorAll<HTMLElement>('a > span, button > span')];
      expect(labels.map((label) => label.textContent)).toEqual([...LABELS[locale]]);
      for (const label of labels) {
        expect(splitWords(label), `"${label.textContent}" broken mid-word`).toEqual([]);
        expect(label.scrollWidth, `"${label.textContent}" clipped`).toBeLessThanOrEqual(
          label.clientWidth,
        );
        const cell = label.parentElement?.getBoundingClientRect();
        const box = label.getBoundingClientRect();
        expect(box.left).toBeGreaterThanOrEqual((cell?.left ?? 0) - 0.5);
        expect(box.right).toBeLessThanOrEqual((cell?.right ?? 0) + 0.5);
      }
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
        document.documentElement.clientWidth,
      );
      await expect.element(page.elementLocator(bar)).toMatchScreenshot(`bottom-bar-360-${locale}`, {
        comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.01 },
        screenshotOptions: { animations: 'disabled', caret: 'hide' },
      });
    });
  }

  for (const locale of ['id', 'en'] as const) {
    it(`gives every ${locale} bar item a touch target of at least 44 px high and 24 px wide, none overlapping`, async () => {
      await page.viewport(360, 640);
      await render(shell(locale));
      await document.fonts.ready;
      const targets = [...bottomBar().querySelectorAll<HTMLElement>('a, button')];
      expect(targets).toHaveLength(5);
      const boxes = targets.map((target) => target.getBoundingClientRect());
      for (const [index, box] of boxes.entries()) {
        const name = targets[index]?.textContent;
        // WCAG 2.5.8 asks 24 × 24 CSS px; the bar keeps the 44 px height of a comfortable tap.
        expect(box.height, `"${name}" height`).toBeGreaterThanOrEqual(44);
        expect(box.width, `"${name}" width`).toBeGreaterThanOrEqual(24);
        expect(box.left, `"${name}" inside the window`).toBeGreaterThanOrEqual(0);
        expect(box.right, `"${name}" inside the window`).toBeLessThanOrEqual(360);
        const next = boxes[index + 1];
        if (next)
          expect(box.right, `"${name}" overlaps the next item`).toBeLessThanOrEqual(
            next.left + 0.5,
          );
      }
    });
  }

  it('keeps a longer label to two lines, ellipsised, never broken mid-word', async () => {
    await page.viewport(360, 640);
    await render(
      <AppShell
        brand={<span>Pendana</span>}
        items={[
          { id: 'a', label: 'Beranda', href: '#a' },
          { id: 'b', label: 'Informasi Ahli Waris Pendana Syariah', href: '#b' },
          { id: 'c', label: 'Simulasi', href: '#c' },
          { id: 'd', label: 'Berita', href: '#d' },
        ]}
        moreItems={[{ id: 'e', label: 'FAQ', href: '#e' }]}
        moreLabel="Lainnya"
        navLabel="Menu utama"
        closeLabel="Tutup"
      >
        <p>Konten</p>
      </AppShell>,
    );
    await document.fonts.ready;
    const label = [...bottomBar().querySelectorAll<HTMLElement>('a > span')][1] as HTMLElement;
    const lineHeight = Number.parseFloat(getComputedStyle(label).lineHeight);
    expect(label.clientHeight).toBeLessThanOrEqual(Math.ceil(lineHeight * 2) + 1);
    expect(label.scrollHeight, 'the rest is cut (ellipsis)').toBeGreaterThan(label.clientHeight);
    expect(splitWords(label)).toEqual([]);
    // Every line of text lies inside the label's box (the box itself may report a 1–2 px wider
    // scrollWidth for the clamped, hidden lines).
    const text = document.createRange();
    text.selectNodeContents(label);
    const box = label.getBoundingClientRect();
    for (const line of text.getClientRects()) {
      expect(line.left).toBeGreaterThanOrEqual(box.left - 0.5);
      expect(line.right).toBeLessThanOrEqual(box.right + 0.5);
    }
  });

  it('scrolls a long page as a document: the bars stay, the content clears them at both ends, the focused field is never under one', async () => {
    await page.viewport(360, 640);
    await render(
      <AppShell
        brand={<span>Pendana</span>}
        items={LABELS.id.slice(0, 4).map((label, index) => ({
          id: `item-${index}`,
          label,
          href: `#item-${index}`,
        }))}
        moreLabel="Lainnya"
        navLabel="Menu utama"
        closeLabel="Tutup"
        headerActions={<button type="button">Keluar</button>}
      >
        <form style={{ display: 'grid', gap: '12px' }}>
          {Array.from({ length: 24 }, (_, index) => (
            <label key={index} style={{ display: 'grid' }}>
              Isian {index + 1}
              <input style={{ minHeight: '44px' }} />
            </label>
          ))}
          <button type="submit">Simpan</button>
        </form>
      </AppShell>,
    );
    const main = document.querySelector('main') as HTMLElement;
    const bar = bottomBar();
    const top = document.querySelector('[data-part="top-bar"]') as HTMLElement;
    // The document scrolls, not an element inside it.
    window.scrollTo(0, 0);
    expect(document.documentElement.scrollHeight).toBeGreaterThan(window.innerHeight);
    expect(main.scrollHeight).toBeLessThanOrEqual(main.clientHeight);
    expect(getComputedStyle(main).overflowY).toBe('visible');
    // At the top the content starts under the top bar; the bottom bar sits at the window's bottom.
    expect(top.getBoundingClientRect().top).toBe(0);
    expect(top.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      main.getBoundingClientRect().top + 0.5,
    );
    expect(bar.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight + 0.5);
    expect(bar.getBoundingClientRect().bottom).toBeGreaterThan(window.innerHeight - 1);
    // Scrolled to the end: both bars still in place, the content ends above the bottom bar.
    window.scrollTo(0, document.documentElement.scrollHeight);
    expect(window.scrollY).toBeGreaterThan(0);
    expect(top.getBoundingClientRect().top).toBe(0);
    expect(bar.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight + 0.5);
    expect(main.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      bar.getBoundingClientRect().top + 0.5,
    );
    window.scrollTo(0, 0);

    // Tab through every field: each focused one is fully in view, between the two bars.
    const fields = [...main.querySelectorAll('input, button')];
    await tabTo(top.querySelector('button') as Element);
    for (const field of fields) {
      await tab();
      expect(document.activeElement).toBe(field);
      const box = field.getBoundingClientRect();
      expect(box.top, `${field.tagName} under the top bar`).toBeGreaterThanOrEqual(
        top.getBoundingClientRect().bottom - 0.5,
      );
      expect(box.bottom, `${field.tagName} under the bottom bar`).toBeLessThanOrEqual(
        bar.getBoundingClientRect().top + 0.5,
      );
    }
    expect(window.scrollY, 'the document scrolled to the last field').toBeGreaterThan(0);
  });

  it('is usable with the keyboard: Tab through the items, Enter opens More, Escape closes it', async () => {
    await page.viewport(360, 640);
    await render(shell('id'));
    const bar = bottomBar();
    const links = [...bar.querySelectorAll('a')];
    expect(links).toHaveLength(4);
    await tabToWithRing(links[0] as Element);
    for (const link of links.slice(1)) {
      await press('Tab');
      expect(document.activeElement).toBe(link);
    }
    const more = bar.querySelector('button') as HTMLButtonElement;
    await tabToWithRing(more);
    await press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Lainnya' });
    await expect.element(dialog).toBeVisible();
    await expect.poll(() => dialog.element().contains(document.activeElement)).toBe(true);
    await tabTo(page.getByRole('link', { name: 'Berita' }).element());
    await press('Escape');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.poll(() => document.activeElement).toBe(more);
  });
});
