import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { RegionValue } from '@pendana/design-system/components/region-picker';
import { renderWithIntl as render } from '../test/intl';
import { FormRegionField, regionFieldNames, toRegionOptions } from './region-field';

interface Values {
  people: {
    provinsi: string;
    kabupaten: string;
    kecamatan: string;
    kelurahan: string;
    kode_pos: string;
  }[];
}

const lookups = vi.fn((codes: RegionValue) =>
  toRegionOptions(
    [
      { value: '31', label: 'DKI Jakarta' },
      { value: '32', label: 'Jawa Barat' },
    ],
    {
      cities: codes.province === '31' ? [{ kode_kota: '3171', nama_kota: 'Jakarta Selatan' }] : [],
      districts: codes.regency ? [{ kode_kecamatan: '317101', nama_kecamatan: 'Tebet' }] : [],
      villages: codes.district
        ? [{ kode_kelurahan: '3171011001', nama_kelurahan: 'Manggarai', kode_pos: '12850' }]
        : [],
    },
  ),
);

function Region({ initial }: { initial: Values['people'][number] }) {
  const { control } = useForm<Values>({ defaultValues: { people: [initial] } });
  const values = useWatch({ control, name: 'people.0' });
  return (
    <>
      <FormRegionField
        control={control}
        names={regionFieldNames<Values>('people.0.')}
        useOptions={lookups}
        searchable={false}
        inline
        placeholder="Pilih"
        labels={{
          province: 'Provinsi',
          regency: 'Kota/Kabupaten',
          district: 'Kecamatan',
          village: 'Kelurahan',
        }}
        postcodeLabel="Kode pos"
      />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </>
  );
}

const pick = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('FormRegionField (the KYC region picker)', () => {
  it('cascades with codes as values, asks the lookups for the codes chosen, fills the postcode', async () => {
    render(
      <Region
        initial={{ provinsi: '', kabupaten: '', kecamatan: '', kelurahan: '', kode_pos: '' }}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Kota/Kabupaten' }).hasAttribute('disabled')).toBe(
      true,
    );
    await pick('Provinsi', 'DKI Jakarta');
    await pick('Kota/Kabupaten', 'Jakarta Selatan');
    await pick('Kecamatan', 'Tebet');
    await pick('Kelurahan', 'Manggarai');
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('values').textContent ?? '')).toEqual({
        provinsi: '31',
        kabupaten: '3171',
        kecamatan: '317101',
        kelurahan: '3171011001',
        kode_pos: '12850',
      }),
    );
    expect(lookups).toHaveBeenLastCalledWith({
      province: '31',
      regency: '3171',
      district: '317101',
      village: '3171011001',
    });
    expect((screen.getByRole('textbox', { name: 'Kode pos' }) as HTMLInputElement).value).toBe(
      '12850',
    );
  });

  it('clears the levels under a changed one', async () => {
    render(
      <Region
        initial={{
          provinsi: '31',
          kabupaten: '3171',
          kecamatan: '317101',
          kelurahan: '3171011001',
          kode_pos: '12850',
        }}
      />,
    );
    await pick('Provinsi', 'Jawa Barat');
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('values').textContent ?? '')).toEqual({
        provinsi: '32',
        kabupaten: '',
        kecamatan: '',
        kelurahan: '',
        kode_pos: '12850',
      }),
    );
  });
});
