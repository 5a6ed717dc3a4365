// The region levels of every KYC wizard: @pendana/forms' FormRegionSelectField (the design system's
// RegionSelectPicker, codes as values) with the wizard's texts, as plain selects in the step's grid.
import type { FieldValues } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { RegionValue } from '@pendana/design-system/components/region-picker';
import {
  FormRegionSelectField,
  regionFieldNames,
  type FormRegionSelectFieldProps,
  type RegionOptions,
} from '@pendana/forms';

export interface KycRegionFieldsProps<T extends FieldValues> {
  control: FormRegionSelectFieldProps<T>['control'];
  /** Path prefix of the five fields: '' for top-level fields, 'people.0.' for a person. */
  prefix?: string;
  /** The lookups (the individual or the corporate region calls) for the codes chosen so far. */
  useOptions: (codes: RegionValue) => RegionOptions;
  labels: Record<
    'provinsi' | 'kabupaten' | 'kecamatan' | 'kelurahan' | 'kodePos',
    MessageDescriptor
  >;
  placeholder: MessageDescriptor;
  required?: boolean;
  /** Also render the postcode field (else the step renders it). */
  postcode?: boolean;
}

export function KycRegionFields<T extends FieldValues>({
  control,
  prefix,
  useOptions,
  labels,
  placeholder,
  required = false,
  postcode = false,
}: KycRegionFieldsProps<T>) {
  const intl = useIntl();
  const text = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  return (
    <FormRegionSelectField
      control={control}
      names={regionFieldNames<T>(prefix)}
      useOptions={useOptions}
      inline
      placeholder={text(placeholder)}
      labels={{
        province: text(labels.provinsi),
        regency: text(labels.kabupaten),
        district: text(labels.kecamatan),
        village: text(labels.kelurahan),
      }}
      required={required}
      {...(postcode ? { postcodeLabel: text(labels.kodePos) } : {})}
    />
  );
}
