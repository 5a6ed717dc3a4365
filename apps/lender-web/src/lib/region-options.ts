// The individual region lookups (eKYC and the older KYC flow) for @pendana/forms' FormRegionField:
// provinces, then the cities, districts and villages of the codes chosen so far.
import {
  useListRegionDistricts,
  useListRegionRegencies,
  useListRegionVillages,
  useListWilayahProvinces,
} from '@pendana/api-sdk';
import type { RegionValue } from '@pendana/design-system/components/region-picker';
import { toRegionOptions, type RegionOptions } from '@pendana/forms';

const when = (code: string) => ({ query: { enabled: Boolean(code) } });

export function useIndividualRegionOptions(codes: RegionValue): RegionOptions {
  const provinces = useListWilayahProvinces();
  const cities = useListRegionRegencies({ kode_provinsi: codes.province }, when(codes.province));
  const districts = useListRegionDistricts({ kode_kota: codes.regency }, when(codes.regency));
  const villages = useListRegionVillages({ kode_kecamatan: codes.district }, when(codes.district));
  return toRegionOptions(
    provinces.data?.data.map((p) => ({ value: p.kode_provinsi, label: p.nama_provinsi })),
    { cities: cities.data?.data, districts: districts.data?.data, villages: villages.data?.data },
  );
}
