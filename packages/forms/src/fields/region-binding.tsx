// The region picker of every KYC form: province → city → district → village, the options' values
// are the region codes. The lookups are passed in as a hook (`useOptions`, e.g. the SDK's region
// calls for the codes chosen so far); choosing a level clears the levels under it; choosing a
// village fills the postcode when the region data has one (else the lender types it).
import type { ComponentType } from 'react';
import {
  REGION_LEVELS,
  type RegionLevel,
  type RegionPickerBaseProps,
  type RegionValue,
} from '@pendana/design-system/components/region-picker';
import type { SelectOption } from '@pendana/design-system/components/select';
import type { FieldPath, FieldValues, PathValue } from 'react-hook-form';
import { useBoundField, type BoundFieldProps } from './bind';
import { FormTextField } from './text-field';

export interface RegionOption extends SelectOption {
  /** The village's postcode, when the region data has one. */
  postcode?: string | null | undefined;
}
export type RegionOptions = Record<RegionLevel, RegionOption[]>;

/** Form paths of the four levels and of the postcode a village fills. */
export type RegionFieldNames<T extends FieldValues> = Record<
  RegionLevel | 'postcode',
  FieldPath<T>
>;

/** The contract's names (provinsi, kabupaten, kecamatan, kelurahan, kode_pos) under a path prefix ('people.0.'). */
export function regionFieldNames<T extends FieldValues>(prefix = ''): RegionFieldNames<T> {
  const at = (name: string) => `${prefix}${name}` as FieldPath<T>;
  return {
    province: at('provinsi'),
    regency: at('kabupaten'),
    district: at('kecamatan'),
    village: at('kelurahan'),
    postcode: at('kode_pos'),
  };
}

interface RegionRows {
  cities?: readonly { kode_kota: string; nama_kota: string }[] | undefined;
  districts?: readonly { kode_kecamatan: string; nama_kecamatan: string }[] | undefined;
  villages?:
    | readonly { kode_kelurahan: string; nama_kelurahan: string; kode_pos?: string | null }[]
    | undefined;
}

/** The region calls' rows (individual or corporate: the same fields) as picker options. */
export function toRegionOptions(
  provinces: readonly SelectOption[] | undefined,
  { cities, districts, villages }: RegionRows,
): RegionOptions {
  return {
    province: [...(provinces ?? [])],
    regency: (cities ?? []).map((c) => ({ value: c.kode_kota, label: c.nama_kota })),
    district: (districts ?? []).map((d) => ({ value: d.kode_kecamatan, label: d.nama_kecamatan })),
    village: (villages ?? []).map((v) => ({
      value: v.kode_kelurahan,
      label: v.nama_kelurahan,
      postcode: v.kode_pos,
    })),
  };
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type BoundPickerProps = Pick<
  RegionPickerBaseProps,
  'value' | 'onValueChange' | 'errors' | 'options'
>;

export type RegionFieldProps<T extends FieldValues, P> = DistributiveOmit<
  P,
  keyof BoundPickerProps
> &
  Pick<BoundFieldProps<T>, 'control'> & {
    names: RegionFieldNames<T>;
    /** A hook giving each level's options for the codes chosen so far (the lookups). */
    useOptions: (codes: RegionValue) => RegionOptions;
    /** Also render the postcode field, with this label (else the form renders it). */
    postcodeLabel?: string;
    /** Called after a level changed. */
    onLevelChange?: (level: RegionLevel, next: RegionValue) => void;
  };

/**
 * Binds a region picker's four levels (and the postcode) to form fields. One factory for the
 * searchable picker (`FormRegionField`) and the select-only one (`FormRegionSelectField`), each in
 * its own module so a page carries only the controls it uses.
 */
export function regionField<P extends BoundPickerProps>(Picker: ComponentType<P>) {
  return function RegionField<T extends FieldValues>({
    control,
    names,
    useOptions,
    postcodeLabel,
    onLevelChange,
    ...props
  }: RegionFieldProps<T, P>) {
    const levels = {
      province: useBoundField({ control, name: names.province }),
      regency: useBoundField({ control, name: names.regency }),
      district: useBoundField({ control, name: names.district }),
      village: useBoundField({ control, name: names.village }),
    };
    const postcode = useBoundField({ control, name: names.postcode });
    const value = Object.fromEntries(
      REGION_LEVELS.map((level) => [level, String(levels[level].field.value ?? '')]),
    ) as RegionValue;
    const options = useOptions(value);
    const errors = Object.fromEntries(
      REGION_LEVELS.map((level) => [level, levels[level].error]),
    ) as Partial<Record<RegionLevel, string>>;
    return (
      <>
        <Picker
          {...(props as unknown as P)}
          value={value}
          options={options}
          errors={errors}
          onValueChange={(next, changed) => {
            for (const level of REGION_LEVELS) {
              if (next[level] !== value[level])
                levels[level].field.onChange(next[level] as PathValue<T, FieldPath<T>>);
            }
            const village = options.village.find((option) => option.value === next.village);
            // The region data may carry no postcode (null): then the lender types it.
            if (changed === 'village' && village?.postcode)
              postcode.field.onChange(village.postcode);
            onLevelChange?.(changed, next);
          }}
        />
        {postcodeLabel ? (
          <FormTextField
            control={control}
            name={names.postcode}
            label={postcodeLabel}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            parse={(text) => text.replace(/\D/g, '')}
          />
        ) : null}
      </>
    );
  };
}
