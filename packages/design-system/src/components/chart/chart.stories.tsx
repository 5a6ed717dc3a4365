import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '@pendana/design-system/styled-system/css';
import { formatCurrency, formatMonth, formatMonthShort, formatRate } from '../../formatters';
import { BarChart } from './bar-chart';
import { HorizontalBarChart } from './horizontal-bar-chart';
import { LineChart } from './line-chart';
import type { ChartPoint, ChartTexts } from './types';

const texts: ChartTexts = {
  title: 'Imbal hasil per bulan',
  showTable: 'Tampilkan tabel',
  hideTable: 'Sembunyikan tabel',
  labelColumn: 'Bulan',
  valueColumn: 'Jumlah',
  seriesColumn: 'Jenis',
  emptyText: 'Belum ada imbal hasil',
};
const months = ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
const point = (key: string, value: number, series: string): ChartPoint => ({
  key,
  label: formatMonth(key, 'id'),
  shortLabel: formatMonthShort(key, 'id'),
  value,
  series,
});
const bars = [
  ...months.slice(0, 4).map((key, index) => point(key, 85_000 + index * 12_500, 'received')),
  ...months.slice(4).map((key) => point(key, 110_500, 'expected')),
];
const series = [
  { id: 'received', label: 'Diterima', mark: 'solid' as const },
  { id: 'expected', label: 'Diharapkan', mark: 'hatched' as const },
];
const rates = months.map((key, index) =>
  point(key, [98.2, 97.6, 96.4, 95.1, 94.3, 95.8, 96.9][index] ?? 0, 'tkb'),
);
const allocation: ChartPoint[] = [
  {
    key: 'available',
    label: 'Dana tersedia',
    shortLabel: 'Tersedia',
    value: 2_500_000,
    series: 'money',
  },
  {
    key: 'running',
    label: 'Proyek berjalan',
    shortLabel: 'Berjalan',
    value: 9_000_000,
    series: 'money',
  },
  {
    key: 'late',
    label: 'Proyek terlambat',
    shortLabel: 'Terlambat',
    value: 3_000_000,
    series: 'late',
  },
];
const allocationSeries = [
  { id: 'money', label: 'Dana', mark: 'solid' as const },
  { id: 'late', label: 'Terlambat', mark: 'hatched' as const },
];
const percent = (value: number) => `${formatRate(value)}%`;

const meta = {
  title: 'Design system/Chart',
  component: BarChart,
  tags: ['autodocs', 'catalog'],
  args: { texts, series, points: bars, formatValue: formatCurrency },
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Bars: Story = {};
export const Empty: Story = { args: { points: [] } };
export const HorizontalBars: Story = {
  render: () => (
    <HorizontalBarChart
      texts={{ ...texts, title: 'Di mana dana Anda', labelColumn: 'Posisi' }}
      series={allocationSeries}
      points={allocation}
      formatValue={formatCurrency}
    />
  ),
};
export const Catalog: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '8', maxW: '2xl' })}>
      <BarChart texts={texts} series={series} points={bars} formatValue={formatCurrency} />
      <LineChart
        texts={{ ...texts, title: 'TKB90 akhir bulan', valueColumn: 'TKB90' }}
        series={{ id: 'tkb', label: 'TKB90', mark: 'line' }}
        points={rates}
        domain={[90, 100]}
        guide={{ value: 95, label: '95%' }}
        formatValue={percent}
      />
      <HorizontalBarChart
        texts={{ ...texts, title: 'Di mana dana Anda', labelColumn: 'Posisi' }}
        series={allocationSeries}
        points={allocation}
        formatValue={formatCurrency}
      />
      <BarChart texts={texts} series={series} points={[]} formatValue={formatCurrency} />
    </div>
  ),
};
