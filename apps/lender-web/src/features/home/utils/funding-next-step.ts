// What an active funding waits for, from its project's status (contract ProjectStatus): the home
// page says it in one line per funding, so a lender sees where each rupiah is.
import { ProjectStatus } from '@pendana/api-sdk';

export type FundingStage = 'fundraising' | 'waitingStart' | 'running' | 'finished';

export function fundingStage(status: number): FundingStage {
  switch (status) {
    case ProjectStatus.ACTIVE:
      return 'fundraising';
    case ProjectStatus.FULL:
      return 'waitingStart';
    case ProjectStatus.FINISHED:
      return 'finished';
    default:
      // CLOSED: the fundraising is over and the project runs, paying yield on its schedule.
      return 'running';
  }
}
