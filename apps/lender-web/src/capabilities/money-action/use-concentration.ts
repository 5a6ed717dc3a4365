// The figures the concentration warning needs for one project (getFundingConcentration with its
// id). Null while loading or after an error: the drawers never wait for it, and the server refuses
// nothing on concentration either way.
import { useQuery } from '@tanstack/react-query';
import { getGetFundingConcentrationQueryOptions } from '@pendana/api-sdk';
import type { ConcentrationFacts } from './concentration';

export function useConcentration(projectId: number): ConcentrationFacts | null {
  const { data } = useQuery(getGetFundingConcentrationQueryOptions({ id_proyek: projectId }));
  if (!data) return null;
  return {
    projectAmount: data.data.project?.amount ?? 0,
    invested: data.data.invested,
    thresholdBps: data.data.threshold_bps,
  };
}
