// Region pickers for every wizard: provinsi → kabupaten → kecamatan → kelurahan; choosing a
// kelurahan fills its postcode when the data has one (else the lender types it). Changing a level
// clears the levels under it. The wizard passes where the lists come from (`useLists`, a hook: the
// individual region calls or the corporate ones), its labels and whether the levels are required.
import {
  useWatch,
  type Control,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type UseFormSetValue,
} from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  useListRegionDistricts,
  useListRegionRegencies,
  useListRegionVillages,
  useListWilayahProvinces,
} from '@pendana/api-sdk';
import type { SelectOption } from '@pendana/design-system/components/select';
import { FormTextField } from '@pendana/forms';
import { FormSelect } from './form-select';

type Level = 'provinsi' | 'kabupaten' | 'kecamatan' | 'kelurahan' | 'kode_pos';

/** The codes chosen so far ('' when none). */
export interface RegionCodes {
  provinsi: string;
  kabupaten: string;
  kecamatan: string;
}

export interface RegionLists {
  provinces: SelectOption[];
  cities: SelectOption[];
  districts: SelectOption[];
  villages: (SelectOption & { kode_pos?: string | null | undefined })[];
}

export interface RegionFieldsProps<T extends FieldValues> {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  /** Path prefix of the five fields: '' for top-level fields, 'people.0.' for a person. */
  prefix?: string;
  /** A hook giving the lists for the chosen codes. */
  useLists: (codes: RegionCodes) => RegionLists;
  /** The provinces when they come from elsewhere (the corporate wizard: master data). */
  provinces?: SelectOption[];
  /** The wizard's labels of the four levels (and of the postcode when `postcode` is set). */
  labels: Record<
    'provinsi' | 'kabupaten' | 'kecamatan' | 'kelurahan' | 'kodePos',
    MessageDescriptor
  >;
  placeholder: MessageDescriptor;
  required?: boolean;
  /** Also render the postcode field (else the step renders it). */
  postcode?: boolean;
}

export function RegionFields<T extends FieldValues>({
  control,
  setValue,
  prefix = '',
  useLists,
  provinces,
  labels,
  placeholder,
  required,
  postcode,
}: RegionFieldsProps<T>) {
  const intl = useIntl();
  const label = (level: keyof RegionFieldsProps<T>['labels']) => intl.formatMessage(labels[level]);
  const choose = intl.formatMessage(placeholder);
  const name = (level: Level) => `${prefix}${level}` as FieldPath<T>;
  const clear = (...levels: Level[]) => {
    for (const level of levels)
      setValue(name(level), '' as PathValue<T, FieldPath<T>>, { shouldDirty: true });
  };
  const provinsi = (useWatch({ control, name: name('provinsi') }) as string | undefined) ?? '';
  const kabupaten = (useWatch({ control, name: name('kabupaten') }) as string | undefined) ?? '';
  const kecamatan = (useWatch({ control, name: name('kecamatan') }) as string | undefined) ?? '';
  const lists = useLists({ provinsi, kabupaten, kecamatan });
  const requiredProp = required ? { required: true } : {};

  return (
    <>
      <FormSelect
        control={control}
        name={name('provinsi')}
        label={label('provinsi')}
        placeholder={choose}
        options={provinces ?? lists.provinces}
        {...requiredProp}
        onChange={() => clear('kabupaten', 'kecamatan', 'kelurahan')}
      />
      <FormSelect
        control={control}
        name={name('kabupaten')}
        label={label('kabupaten')}
        placeholder={choose}
        disabled={!provinsi}
        options={lists.cities}
        {...requiredProp}
        onChange={() => clear('kecamatan', 'kelurahan')}
      />
      <FormSelect
        control={control}
        name={name('kecamatan')}
        label={label('kecamatan')}
        placeholder={choose}
        disabled={!kabupaten}
        options={lists.districts}
        {...requiredProp}
        onChange={() => clear('kelurahan')}
      />
      <FormSelect
        control={control}
        name={name('kelurahan')}
        label={label('kelurahan')}
        placeholder={choose}
        disabled={!kecamatan}
        options={lists.villages}
        {...requiredProp}
        onChange={(value) => {
          const village = lists.villages.find((v) => v.value === value);
          // The region data may carry no postcode (null): then the lender types it.
          if (village?.kode_pos)
            setValue(name('kode_pos'), village.kode_pos as PathValue<T, FieldPath<T>>, {
              shouldDirty: true,
            });
        }}
      />
      {postcode ? (
        <FormTextField
          control={control}
          name={name('kode_pos')}
          label={label('kodePos')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
        />
      ) : null}
    </>
  );
}

/** The individual region calls (eKYC and the older KYC flow). */
export function useIndividualRegionLists(codes: RegionCodes): RegionLists {
  const provinces = useListWilayahProvinces();
  const regencies = useListRegionRegencies(
    { kode_provinsi: codes.provinsi },
    { query: { enabled: Boolean(codes.provinsi) } },
  );
  const districts = useListRegionDistricts(
    { kode_kota: codes.kabupaten },
    { query: { enabled: Boolean(codes.kabupaten) } },
  );
  const villages = useListRegionVillages(
    { kode_kecamatan: codes.kecamatan },
    { query: { enabled: Boolean(codes.kecamatan) } },
  );
  return toRegionLists(
    provinces.data?.data.map((p) => ({ value: p.kode_provinsi, label: p.nama_provinsi })),
    regencies.data?.data,
    districts.data?.data,
    villages.data?.data,
  );
}

interface RegionRows {
  cities: readonly { kode_kota: string; nama_kota: string }[] | undefined;
  districts: readonly { kode_kecamatan: string; nama_kecamatan: string }[] | undefined;
  villages:
    | readonly { kode_kelurahan: string; nama_kelurahan: string; kode_pos?: string | null }[]
    | undefined;
}

/** The region calls' rows (individual or corporate: the same fields) as picker options. */
export function toRegionLists(
  provinces: SelectOption[] | undefined,
  cities: RegionRows['cities'],
  districts: RegionRows['districts'],
  villages: RegionRows['villages'],
): RegionLists {
  return {
    provinces: provinces ?? [],
    cities: (cities ?? []).map((c) => ({ value: c.kode_kota, label: c.nama_kota })),
    districts: (districts ?? []).map((d) => ({ value: d.kode_kecamatan, label: d.nama_kecamatan })),
    villages: (villages ?? []).map((v) => ({
      value: v.kode_kelurahan,
      label: v.nama_kelurahan,
      kode_pos: v.kode_pos,
    })),
  };
}
