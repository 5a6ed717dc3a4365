// Region pickers for the corporate wizard: provinsi (master data) → kabupaten → kecamatan → kelurahan
// from the corporate region calls (`/v1/lender_corporation/region/*`), plus the postcode field.
import type { Control, FieldValues, UseFormSetValue } from 'react-hook-form';
import {
  useListCorporateCities,
  useListCorporateDistricts,
  useListCorporateVillages,
} from '@pendana/api-sdk';
import type { SelectOption } from '@pendana/design-system/components/select';
import {
  RegionFields as SharedRegionFields,
  toRegionLists,
  type RegionCodes,
  type RegionLists,
} from '../../../lib/region-fields';
import { corporateWizardMessages, regionFieldMessages } from '../messages';

function useCorporateRegionLists(codes: RegionCodes): RegionLists {
  const enabled = (code: string) => ({ query: { enabled: Boolean(code) } });
  const cities = useListCorporateCities({ kode_provinsi: codes.provinsi }, enabled(codes.provinsi));
  const districts = useListCorporateDistricts(
    { kode_kota: codes.kabupaten },
    enabled(codes.kabupaten),
  );
  const villages = useListCorporateVillages(
    { kode_kecamatan: codes.kecamatan },
    enabled(codes.kecamatan),
  );
  return toRegionLists(undefined, cities.data?.data, districts.data?.data, villages.data?.data);
}

export interface RegionFieldsProps<T extends FieldValues> {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  /** Path prefix of the five fields: '' for the company, 'people.0.' for a person. */
  prefix?: string;
  provinces: SelectOption[];
}

export function RegionFields<T extends FieldValues>(props: RegionFieldsProps<T>) {
  return (
    <SharedRegionFields
      {...props}
      useLists={useCorporateRegionLists}
      labels={regionFieldMessages}
      placeholder={corporateWizardMessages.choose}
      postcode
    />
  );
}
