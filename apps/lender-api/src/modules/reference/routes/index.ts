import type { ApiRoute } from '../../../http/route.ts';
import { getAllMastersRoute } from './get-all-masters.ts';
import { listBanksRoute } from './list-banks.ts';
import { listMasterProvincesRoute } from './list-master-provinces.ts';
import { listKprProvincesRoute } from './list-kpr-provinces.ts';
import { listKprCitiesRoute } from './list-kpr-cities.ts';
import { listKprDistrictsRoute } from './list-kpr-districts.ts';
import { listRegionRegenciesRoute } from './list-region-regencies.ts';
import { listRegionDistrictsRoute } from './list-region-districts.ts';
import { listRegionVillagesRoute } from './list-region-villages.ts';
import { listWilayahProvincesRoute } from './list-wilayah-provinces.ts';
import { listWilayahCitiesRoute } from './list-wilayah-cities.ts';
import { listCorporateCitiesRoute } from './list-corporate-cities.ts';
import { listCorporateDistrictsRoute } from './list-corporate-districts.ts';
import { listCorporateVillagesRoute } from './list-corporate-villages.ts';

/** The operations this module serves, mounted under the API base path. */
export const referenceRoutes: readonly ApiRoute[] = [
  getAllMastersRoute,
  listBanksRoute,
  listMasterProvincesRoute,
  listKprProvincesRoute,
  listKprCitiesRoute,
  listKprDistrictsRoute,
  listRegionRegenciesRoute,
  listRegionDistrictsRoute,
  listRegionVillagesRoute,
  listWilayahProvincesRoute,
  listWilayahCitiesRoute,
  listCorporateCitiesRoute,
  listCorporateDistrictsRoute,
  listCorporateVillagesRoute,
];
