// The job queue: declare a job (`defineJob`), send it from a module, handle it on worker servers.
export { defineJob, type JobDefinition, type JobOptions } from './definition.ts';
export {
  createJobQueue,
  type JobHandler,
  type JobQueue,
  type JobQueueOptions,
  type JobRun,
  type SendOptions,
} from './queue.ts';
export type { QueueStats } from './stats.ts';
export { installJobSchema, jobSchemaProblem, JOB_SCHEMA } from './boss.ts';
