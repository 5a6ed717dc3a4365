import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { EMPTY_REGION, RegionPicker, type RegionLevel } from './region-picker';
import { RegionSelectPicker } from './region-select-picker';

const labels = {
  province: 'Provinsi',
  regency: 'Kota/Kabupaten',
  district: 'Kecamatan',
  village: 'Kelurahan',
};
const options = {
  province: [
    { value: '31', label: 'DKI Jakarta' },
    { value: '32', label: 'Jawa Barat' },
  ],
  regency: [{ value: '3171', label: 'Jakarta Selatan' }],
  district: [{ value: '317101', label: 'Kebayoran Baru' }],
  village: [{ value: '3171011001', label: 'Senayan' }],
};
const common = {
  labels,
  options,
  emptyText: 'Tidak ditemukan',
  loadingLabel: 'Memuat',
  toggleLabel: (level: RegionLevel) => `Buka daftar ${labels[level]}`,
  waitingHint: (level: RegionLevel) =>
    level === 'regency' ? 'Pilih provinsi dahulu' : 'Pilih tingkat di atasnya dahulu',
};

describe('RegionPicker', () => {
  it('renders four labelled comboboxes; the lower levels wait for their parent', () => {
    render(<RegionPicker {...common} value={EMPTY_REGION} onValueChange={vi.fn()} />);
    expect(
      screen.getAllByRole('combobox').map((box) => box.getAttribute('aria-labelledby') && box.id),
    ).toHaveLength(4);
    expect((screen.getByRole('combobox', { name: 'Provinsi' }) as HTMLInputElement).disabled).toBe(
      false,
    );
    expect(
      (screen.getByRole('combobox', { name: 'Kota/Kabupaten' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(screen.getByText('Pilih provinsi dahulu')).toBeTruthy();
  });

  it('enables a level once its parent is chosen and shows the loading state passed in', () => {
    render(
      <RegionPicker
        {...common}
        value={{ ...EMPTY_REGION, province: '31' }}
        loading={{ regency: true }}
        onValueChange={vi.fn()}
      />,
    );
    expect(
      (screen.getByRole('combobox', { name: 'Kota/Kabupaten' }) as HTMLInputElement).disabled,
    ).toBe(false);
    expect(screen.getByRole('status', { name: 'Memuat' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Kecamatan' }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });

  it('shows errors per level and has no axe violations', async () => {
    render(
      <RegionPicker
        {...common}
        value={{ province: '31', regency: '3171', district: '', village: '' }}
        errors={{ district: 'Kecamatan harap diisi' }}
        required
        onValueChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('combobox', { name: /Kecamatan/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByText('Kecamatan harap diisi')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('with searchable={false} renders four selects with a placeholder; choosing a level clears the ones under it', async () => {
    const onValueChange = vi.fn();
    render(
      <RegionPicker
        searchable={false}
        inline
        placeholder="Pilih"
        labels={labels}
        options={options}
        value={{ province: '31', regency: '3171', district: '317101', village: '3171011001' }}
        onValueChange={onValueChange}
      />,
    );
    const province = screen.getByRole('combobox', { name: 'Provinsi' });
    expect(province.tagName).toBe('BUTTON');
    await userEvent.click(province);
    await userEvent.click(await screen.findByRole('option', { name: 'Jawa Barat' }));
    await waitFor(() =>
      expect(onValueChange).toHaveBeenCalledWith(
        { province: '32', regency: '', district: '', village: '' },
        'province',
      ),
    );
  });

  it('with searchable={false} disables a level while its parent is empty', () => {
    render(
      <RegionPicker
        searchable={false}
        placeholder="Pilih"
        labels={labels}
        options={options}
        value={{ ...EMPTY_REGION, province: '31' }}
        onValueChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Kota/Kabupaten' }).hasAttribute('disabled')).toBe(
      false,
    );
    expect(screen.getByRole('combobox', { name: 'Kecamatan' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByText('Pilih').length).toBeGreaterThanOrEqual(2);
  });

  it('RegionSelectPicker: the same levels as plain selects, and a choice clears the levels under it', async () => {
    const onValueChange = vi.fn();
    render(
      <RegionSelectPicker
        placeholder="Pilih"
        labels={labels}
        options={options}
        value={{ province: '31', regency: '3171', district: '', village: '' }}
        onValueChange={onValueChange}
      />,
    );
    // Ark's Select: a trigger button, no text input to type into (that is the Combobox).
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Kecamatan' }).hasAttribute('disabled')).toBe(
      false,
    );
    expect(screen.getByRole('combobox', { name: 'Kelurahan' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('combobox', { name: 'Provinsi' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jawa Barat' }));
    await waitFor(() =>
      expect(onValueChange).toHaveBeenCalledWith(
        { province: '32', regency: '', district: '', village: '' },
        'province',
      ),
    );
  });
});
