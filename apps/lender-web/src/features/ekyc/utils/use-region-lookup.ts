// The individual region lists as promises, for the OCR to look the card's names up in: the pickers'
// own queries (same keys), so what the OCR loads is what the pickers then show.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  getListRegionDistrictsQueryOptions,
  getListRegionRegenciesQueryOptions,
  getListRegionVillagesQueryOptions,
  getListWilayahProvincesQueryOptions,
} from '@pendana/api-sdk';
import type { RegionLookup } from './ocr';

export function useRegionLookup(): RegionLookup {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      provinces: async () =>
        (await queryClient.fetchQuery(getListWilayahProvincesQueryOptions())).data.map((p) => ({
          value: p.kode_provinsi,
          label: p.nama_provinsi,
        })),
      cities: async (kode_provinsi) =>
        (
          await queryClient.fetchQuery(getListRegionRegenciesQueryOptions({ kode_provinsi }))
        ).data.map((c) => ({ value: c.kode_kota, label: c.nama_kota })),
      districts: async (kode_kota) =>
        (await queryClient.fetchQuery(getListRegionDistrictsQueryOptions({ kode_kota }))).data.map(
          (d) => ({ value: d.kode_kecamatan, label: d.nama_kecamatan }),
        ),
      villages: async (kode_kecamatan) =>
        (
          await queryClient.fetchQuery(getListRegionVillagesQueryOptions({ kode_kecamatan }))
        ).data.map((v) => ({ value: v.kode_kelurahan, label: v.nama_kelurahan })),
    }),
    [queryClient],
  );
}
