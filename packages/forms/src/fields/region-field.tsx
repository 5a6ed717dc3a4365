import {
  REGION_LEVELS,
  RegionPicker,
  type RegionLevel,
  type RegionPickerProps,
  type RegionValue,
} from '@pendana/design-system/components/region-picker';
import {
  useController,
  useFormState,
  type Control,
  type FieldPath,
  type FieldValues,
  type PathValue,
} from 'react-hook-form';

export type FormRegionFieldProps<T extends FieldValues> = Omit<
  RegionPickerProps,
  'value' | 'onValueChange' | 'errors'
> & {
  control: Control<T>;
  /** Form paths of the four levels, e.g. { province: 'provinsi', regency: 'kota', district: 'kecamatan', village: 'kelurahan' }. */
  names: Record<RegionLevel, FieldPath<T>>;
  /** Called after a level changes (load the next level's options here). */
  onLevelChange?: (level: RegionLevel, next: RegionValue) => void;
};

/** Binds the four RegionPicker levels to four form fields; choosing a parent clears its children. */
export function FormRegionField<T extends FieldValues>({
  control,
  names,
  onLevelChange,
  ...props
}: FormRegionFieldProps<T>) {
  const province = useController({ control, name: names.province });
  const regency = useController({ control, name: names.regency });
  const district = useController({ control, name: names.district });
  const village = useController({ control, name: names.village });
  const { errors } = useFormState({ control, name: Object.values(names) });
  const fields = { province, regency, district, village };
  const value = Object.fromEntries(
    REGION_LEVELS.map((level) => [level, String(fields[level].field.value ?? '')]),
  ) as RegionValue;
  const levelErrors = Object.fromEntries(
    REGION_LEVELS.map((level) => {
      const error = names[level]
        .split('.')
        .reduce<unknown>(
          (node, key) => (node as Record<string, unknown> | undefined)?.[key],
          errors,
        ) as { message?: string } | undefined;
      return [level, error?.message];
    }),
  ) as Partial<Record<RegionLevel, string>>;
  return (
    <RegionPicker
      {...props}
      value={value}
      errors={levelErrors}
      onValueChange={(next, changed) => {
        for (const level of REGION_LEVELS) {
          if (next[level] !== value[level])
            fields[level].field.onChange(next[level] as PathValue<T, FieldPath<T>>);
        }
        onLevelChange?.(changed, next);
      }}
    />
  );
}
