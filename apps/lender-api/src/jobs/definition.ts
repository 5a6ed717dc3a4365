/**
 * A named job and the shape of its payload, declared once by the module that owns the work
 * (`defineJob<{ projectId: string }>('projects.mark-late', …)`); sending and handling it are then
 * checked against that payload.
 */
export interface JobDefinition<Payload extends object> {
  /** The queue's name: letters, digits, `.`, `-`, `_`. */
  readonly name: string;
  /** Retries after a failed run, each waiting about twice as long as the one before. */
  readonly retryLimit: number;
  /** The wait before the first retry, in seconds (then doubled per retry, with jitter). */
  readonly retryDelaySeconds: number;
  /** The longest wait between two retries, in seconds. */
  readonly retryDelayMaxSeconds: number;
  /** A run still going after this long counts as failed (retried like one). */
  readonly timeoutSeconds: number;
  /**
   * Run-once work: at most one job per `singletonKey` (per queue without a key) waiting or running;
   * another `send` with that key while one is queued answers null instead of queueing a second.
   */
  readonly exclusive: boolean;
  /** Never set: carries the payload type. */
  readonly payload?: Payload;
}

export type JobOptions = Partial<Omit<JobDefinition<object>, 'name' | 'payload'>>;

const NAME = /^[a-z0-9][a-z0-9._-]*$/;

const DEFAULTS: Required<JobOptions> = {
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 60 * 60,
  timeoutSeconds: 15 * 60,
  exclusive: false,
};

/** Every job declared in this process, by name: the job queue creates their queues when it starts. */
const DEFINED = new Map<string, JobDefinition<object>>();

/** Declares a job (at a module's top level). Declaring two different jobs under one name throws. */
export function defineJob<Payload extends object>(
  name: string,
  options: JobOptions = {},
): JobDefinition<Payload> {
  if (!NAME.test(name)) throw new Error(`job name "${name}": use a-z, 0-9, ".", "-", "_"`);
  const job = Object.freeze({ ...DEFAULTS, ...options, name }) as JobDefinition<Payload>;
  const known = DEFINED.get(name);
  if (known && JSON.stringify(known) !== JSON.stringify(job))
    throw new Error(`job "${name}" is declared twice with different options`);
  DEFINED.set(name, job);
  return job;
}

/** The jobs declared so far. */
export function definedJobs(): JobDefinition<object>[] {
  return [...DEFINED.values()];
}
