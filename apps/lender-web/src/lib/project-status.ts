// A project's state as a lender reads it (ProjectStatus: 1 raising funds, 2 running, 3 full,
// 4 finished), one name for every screen that lists fundings.
import { ProjectStatus } from '@pendana/api-sdk';
import { projectStatusMessages as messages } from '../i18n/common-messages';

const NAME = {
  [ProjectStatus.ACTIVE]: messages.raising,
  [ProjectStatus.CLOSED]: messages.running,
  [ProjectStatus.FULL]: messages.full,
  [ProjectStatus.FINISHED]: messages.finished,
} as const satisfies Record<ProjectStatus, unknown>;

export const projectStatusLabel = (status: ProjectStatus) => NAME[status];
