import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from '@pendana/design-system/styled-system/css';
import type { SelectOption } from '../select/select';
import { EMPTY_REGION, RegionPicker, type RegionLevel, type RegionValue } from './region-picker';

const labels = {
  province: 'Provinsi',
  regency: 'Kota/Kabupaten',
  district: 'Kecamatan',
  village: 'Kelurahan',
};
const data: Record<string, SelectOption[]> = {
  root: [
    { value: '31', label: 'DKI Jakarta' },
    { value: '32', label: 'Jawa Barat' },
    { value: '35', label: 'Jawa Timur' },
  ],
  '31': [
    { value: '3171', label: 'Kota Jakarta Selatan' },
    { value: '3173', label: 'Kota Jakarta Pusat' },
  ],
  '32': [{ value: '3275', label: 'Kota Bekasi' }],
  '3171': [{ value: '317101', label: 'Kebayoran Baru' }],
  '317101': [
    { value: '3171011001', label: 'Senayan' },
    { value: '3171011002', label: 'Gunung' },
  ],
};

/** Loads each level's options after a short delay, as a screen would with the regions calls. */
function WithLoading({
  searchable = true,
  initialValue = EMPTY_REGION,
  showValue = true,
}: {
  searchable?: boolean;
  /** A region already chosen (its levels' options load as when a user picks them). */
  initialValue?: RegionValue;
  /** Prints the value below the picker (the interaction stories assert on it). */
  showValue?: boolean;
}) {
  const [value, setValue] = useState<RegionValue>(initialValue);
  const [loading, setLoading] = useState<Partial<Record<RegionLevel, boolean>>>({});
  // A chosen region starts with its levels' options (a screen's cached regions calls): the Combobox
  // shows a value's label only if its option is there when the value is set.
  const [options, setOptions] = useState<Record<RegionLevel, SelectOption[]>>(() => ({
    province: data.root ?? [],
    regency: data[initialValue.province] ?? [],
    district: data[initialValue.regency] ?? [],
    village: data[initialValue.district] ?? [],
  }));
  useEffect(() => {
    const levels: [RegionLevel, string][] = [
      ['regency', value.province],
      ['district', value.regency],
      ['village', value.district],
    ];
    const timers = levels.map(([level, parent]) => {
      if (!parent) return undefined;
      setLoading((current) => ({ ...current, [level]: true }));
      return setTimeout(() => {
        setOptions((current) => ({ ...current, [level]: data[parent] ?? [] }));
        setLoading((current) => ({ ...current, [level]: false }));
      }, 150);
    });
    return () => timers.forEach((timer) => timer && clearTimeout(timer));
  }, [value.province, value.regency, value.district]);
  return (
    <>
      {searchable ? (
        <RegionPicker
          value={value}
          onValueChange={setValue}
          options={options}
          loading={loading}
          labels={labels}
          emptyText="Tidak ditemukan"
          loadingLabel="Memuat"
          toggleLabel={(level) => `Buka daftar ${labels[level]}`}
          waitingHint={() => 'Pilih tingkat di atasnya dahulu'}
          required
        />
      ) : (
        <RegionPicker
          searchable={false}
          placeholder="Pilih"
          value={value}
          onValueChange={setValue}
          options={options}
          labels={labels}
          required
        />
      )}
      {showValue ? (
        <output data-testid="value" style={{ display: 'block', overflowWrap: 'anywhere' }}>
          {JSON.stringify(value)}
        </output>
      ) : null}
    </>
  );
}

const meta = {
  title: 'Design system/RegionPicker',
  component: WithLoading,
  tags: ['autodocs', 'catalog'],
} satisfies Meta<typeof WithLoading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Cascading: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const choose = async (label: string, search: string, option: string) => {
      const input = canvas.getByRole('combobox', { name: new RegExp(label) });
      await waitFor(() => expect(input).toBeEnabled());
      await userEvent.click(input);
      await userEvent.paste(search);
      await userEvent.click(await body.findByRole('option', { name: option }));
    };
    await choose('Provinsi', 'jakarta', 'DKI Jakarta');
    await choose('Kota/Kabupaten', 'selatan', 'Kota Jakarta Selatan');
    await choose('Kecamatan', 'keba', 'Kebayoran Baru');
    await choose('Kelurahan', 'sena', 'Senayan');
    await expect(canvas.getByTestId('value')).toHaveTextContent(
      '{"province":"31","regency":"3171","district":"317101","village":"3171011001"}',
    );
  },
};

/** The KYC wizards' levels: plain selects (open and pick), codes as values. */
export const SelectLevels: Story = {
  args: { searchable: false },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const choose = async (label: string, option: string) => {
      const trigger = canvas.getByRole('combobox', { name: new RegExp(label) });
      await waitFor(() => expect(trigger).toBeEnabled());
      await userEvent.click(trigger);
      await userEvent.click(await body.findByRole('option', { name: option }));
    };
    await choose('Provinsi', 'DKI Jakarta');
    await choose('Kota/Kabupaten', 'Kota Jakarta Selatan');
    await choose('Kecamatan', 'Kebayoran Baru');
    await choose('Kelurahan', 'Senayan');
    await expect(canvas.getByTestId('value')).toHaveTextContent(
      '{"province":"31","regency":"3171","district":"317101","village":"3171011001"}',
    );
  },
};

const SENAYAN: RegionValue = {
  province: '31',
  regency: '3171',
  district: '317101',
  village: '3171011001',
};

/**
 * The screenshot baseline at 360 px (vitest.setup.ts): a searchable picker with a chosen region, its
 * levels loaded (the test waits for the last one), and the select levels before a choice (the lower
 * levels wait for their parent).
 */
export const Catalog: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '8' })}>
      <div data-testid="searchable">
        <WithLoading initialValue={SENAYAN} showValue={false} />
      </div>
      <div data-testid="select">
        <WithLoading searchable={false} showValue={false} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const searchable = within(canvas.getByTestId('searchable'));
    // Loaded: no level's spinner left, the last level enabled with its label.
    await waitFor(() => expect(searchable.queryAllByRole('status')).toHaveLength(0));
    const village = searchable.getByRole('combobox', { name: /Kelurahan/ });
    await expect(village).toBeEnabled();
    await expect(village).toHaveValue('Senayan');
    await expect(searchable.getByRole('combobox', { name: /Provinsi/ })).toHaveValue('DKI Jakarta');
    const select = within(canvas.getByTestId('select'));
    await expect(select.getByRole('combobox', { name: /Provinsi/ })).toBeEnabled();
    await expect(select.getByRole('combobox', { name: /Kota\/Kabupaten/ })).toBeDisabled();
  },
};
