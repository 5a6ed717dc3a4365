import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { BarChart } from './bar-chart';
import { HorizontalBarChart } from './horizontal-bar-chart';
import { LineChart } from './line-chart';
import { niceMax } from './scale';
import type { ChartPoint, ChartTexts } from './types';

const texts: ChartTexts = {
  title: 'Imbal hasil per bulan',
  showTable: 'Tampilkan tabel',
  hideTable: 'Sembunyikan tabel',
  labelColumn: 'Bulan',
  valueColumn: 'Jumlah',
  seriesColumn: 'Jenis',
  emptyText: 'Belum ada data',
};
const rupiah = (value: number) => `Rp ${value.toLocaleString('id-ID')}`;
const series = [
  { id: 'received', label: 'Diterima', mark: 'solid' as const },
  { id: 'expected', label: 'Diharapkan', mark: 'hatched' as const },
];
const points: ChartPoint[] = [
  { key: '2026-05', label: 'Mei 2026', shortLabel: 'Mei', value: 85_000, series: 'received' },
  { key: '2026-06', label: 'Juni 2026', shortLabel: 'Jun', value: 0, series: 'received' },
  { key: '2026-07', label: 'Juli 2026', shortLabel: 'Jul', value: 110_500, series: 'expected' },
];

describe('niceMax', () => {
  it('rounds up to 1, 2, 2.5 or 5 × 10ⁿ', () => {
    expect([0, 7, 85_000, 110_500, 200_000, 240_000, 260_000].map(niceMax)).toEqual([
      1, 10, 100_000, 200_000, 200_000, 250_000, 500_000,
    ]);
  });
});

describe('BarChart', () => {
  it('names the chart by its title and every month with its amount and series', () => {
    render(<BarChart texts={texts} series={series} points={points} formatValue={rupiah} />);
    expect(screen.getByRole('figure', { name: 'Imbal hasil per bulan' })).toBeTruthy();
    expect(screen.getByRole('group').getAttribute('aria-label')).toBe(
      'Imbal hasil per bulan; Mei 2026: Rp 85.000 (Diterima); Juni 2026: Rp 0 (Diterima); Juli 2026: Rp 110.500 (Diharapkan)',
    );
    // The legend tells the series apart by text as well as by mark.
    expect(screen.getByRole('list')).toHaveProperty('textContent', 'DiterimaDiharapkan');
    // The axis tops at a round amount above the largest.
    expect(screen.getByText('Rp 200.000', { selector: 'span' })).toBeTruthy();
  });

  it('is one tab stop; arrows move between bars and show the month and amount', async () => {
    const user = userEvent.setup();
    render(<BarChart texts={texts} series={series} points={points} formatValue={rupiah} />);
    const bars = screen.getAllByRole('img');
    expect(bars.map((bar) => bar.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('img', { name: 'Mei 2026: Rp 85.000 (Diterima)' }),
    );
    expect(screen.getByText('Mei 2026: Rp 85.000 (Diterima)', { selector: 'p' })).toBeTruthy();
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(bars[2]);
    expect(screen.getByText('Juli 2026: Rp 110.500 (Diharapkan)', { selector: 'p' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(bars[1]);
    fireEvent.pointerEnter(bars[0] as Element);
    expect(screen.getByText('Mei 2026: Rp 85.000 (Diterima)', { selector: 'p' })).toBeTruthy();
  });

  it('shows its data as a table one tap away, with no axe violation', async () => {
    const user = userEvent.setup();
    render(<BarChart texts={texts} series={series} points={points} formatValue={rupiah} />);
    expect(screen.queryByRole('table')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Tampilkan tabel' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const table = screen.getByRole('table', { name: 'Imbal hasil per bulan' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'BulanJenisJumlah',
      'Mei 2026DiterimaRp 85.000',
      'Juni 2026DiterimaRp 0',
      'Juli 2026DiharapkanRp 110.500',
    ]);
    expect(
      screen.getByRole('button', { name: 'Sembunyikan tabel' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(await axeViolations()).toEqual([]);
  });

  it('says so when there is nothing to draw', async () => {
    render(<BarChart texts={texts} series={series} points={[]} formatValue={rupiah} />);
    expect(screen.getByText('Belum ada data')).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('LineChart', () => {
  const rates: ChartPoint[] = [
    { key: '2026-09', label: 'September 2026', shortLabel: 'Sep', value: 97.5, series: 'tkb' },
    { key: '2026-10', label: 'Oktober 2026', shortLabel: 'Okt', value: 94.25, series: 'tkb' },
  ];
  const percent = (value: number) => `${value.toLocaleString('id-ID')}%`;

  it('draws the guide with its label, names every point and passes axe', async () => {
    const user = userEvent.setup();
    render(
      <LineChart
        texts={{ ...texts, title: 'TKB90' }}
        series={{ id: 'tkb', label: 'TKB90', mark: 'line' }}
        points={rates}
        domain={[80, 100]}
        guide={{ value: 95, label: 'Target 95%' }}
        formatValue={percent}
      />,
    );
    expect(screen.getByRole('group').getAttribute('aria-label')).toBe(
      'TKB90; September 2026: 97,5%; Oktober 2026: 94,25%',
    );
    expect(screen.getByText('Target 95%', { selector: 'span' })).toBeTruthy();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('img', { name: 'Oktober 2026: 94,25%' }));
    expect(await axeViolations()).toEqual([]);
  });
});

describe('HorizontalBarChart', () => {
  const rows: ChartPoint[] = [
    {
      key: 'available',
      label: 'Dana tersedia',
      shortLabel: 'Tersedia',
      value: 2_000_000,
      series: 'money',
    },
    {
      key: 'running',
      label: 'Proyek berjalan',
      shortLabel: 'Berjalan',
      value: 8_000_000,
      series: 'money',
    },
    { key: 'late', label: 'Proyek terlambat', shortLabel: 'Terlambat', value: 0, series: 'late' },
  ];
  const kinds = [
    { id: 'money', label: 'Dana', mark: 'solid' as const },
    { id: 'late', label: 'Terlambat', mark: 'hatched' as const },
  ];

  it('writes each category with its figure, bars as long as their share of the largest', () => {
    const { container } = render(
      <HorizontalBarChart texts={texts} series={kinds} points={rows} formatValue={rupiah} />,
    );
    expect(screen.getByRole('group').getAttribute('aria-label')).toBe(
      'Imbal hasil per bulan; Dana tersedia: Rp 2.000.000 (Dana); Proyek berjalan: Rp 8.000.000 (Dana); Proyek terlambat: Rp 0 (Terlambat)',
    );
    expect(screen.getByText('Rp 8.000.000', { selector: 'span' })).toBeTruthy();
    const widths = [...container.querySelectorAll('svg[role="img"]')].map(
      (bar) => bar.querySelectorAll('rect')[1]?.getAttribute('width') ?? null,
    );
    // 2 of 8 million is a quarter of the longest bar; nothing is no bar at all.
    expect(widths).toEqual(['25', '100', null]);
  });

  it('is one tab stop with arrows between rows, a table one tap away, and no axe violation', async () => {
    const user = userEvent.setup();
    render(<HorizontalBarChart texts={texts} series={kinds} points={rows} formatValue={rupiah} />);
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('img', { name: 'Dana tersedia: Rp 2.000.000 (Dana)' }),
    );
    await user.keyboard('{ArrowDown}');
    expect(
      screen.getByText('Proyek berjalan: Rp 8.000.000 (Dana)', { selector: 'p' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tampilkan tabel' }));
    const table = screen.getByRole('table', { name: 'Imbal hasil per bulan' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'BulanJenisJumlah',
      'Dana tersediaDanaRp 2.000.000',
      'Proyek berjalanDanaRp 8.000.000',
      'Proyek terlambatTerlambatRp 0',
    ]);
    expect(await axeViolations()).toEqual([]);
  });
});
