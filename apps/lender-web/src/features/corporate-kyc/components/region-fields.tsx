// Region pickers for the corporate wizard: provinsi (master data) → kabupaten → kecamatan → kelurahan
// from the corporate region calls (`/v1/lender_corporation/region/*`), plus the postcode field.
import type { Control, FieldValues } from 'react-hook-form';
import {
  useListCorporateCities,
  useListCorporateDistricts,
  useListCorporateVillages,
} from '@pendana/api-sdk';
import type { RegionValue } from '@pendana/design-system/components/region-picker';
import type { SelectOption } from '@pendana/design-system/components/select';
import { toRegionOptions, type RegionOptions } from '@pendana/forms';
import { KycRegionFields } from '../../../capabilities/wizard';
import { corporateWizardMessages, regionFieldMessages } from '../messages';

const when = (code: string) => ({ query: { enabled: Boolean(code) } });

function useCorporateRegionOptions(codes: RegionValue, provinces: SelectOption[]): RegionOptions {
  const cities = useListCorporateCities({ kode_provinsi: codes.province }, when(codes.province));
  const districts = useListCorporateDistricts({ kode_kota: codes.regency }, when(codes.regency));
  const villages = useListCorporateVillages(
    { kode_kecamatan: codes.district },
    when(codes.district),
  );
  return toRegionOptions(provinces, {
    cities: cities.data?.data,
    districts: districts.data?.data,
    villages: villages.data?.data,
  });
}

export interface RegionFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** Path prefix of the five fields: '' for the company, 'people.0.' for a person. */
  prefix?: string;
  provinces: SelectOption[];
}

export function RegionFields<T extends FieldValues>({
  control,
  prefix,
  provinces,
}: RegionFieldsProps<T>) {
  const useOptions = (codes: RegionValue) => useCorporateRegionOptions(codes, provinces);
  return (
    <KycRegionFields
      control={control}
      prefix={prefix}
      useOptions={useOptions}
      labels={regionFieldMessages}
      placeholder={corporateWizardMessages.choose}
      postcode
    />
  );
}
