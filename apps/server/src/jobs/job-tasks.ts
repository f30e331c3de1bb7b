import type { JobHelpers, Task, TaskList } from 'graphile-worker';

/**
 * Every task's payload by its name. A module that adds a task declares its payload here by declaration
 * merging, beside the task:
 *
 *   declare module '../../jobs/job-tasks.ts' {
 *     interface JobPayloads { 'deliver-mail': { mailId: string } }
 *   }
 *
 * so `addJob(trx, 'deliver-mail', payload)` checks the payload against what the task reads.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging, one entry per task.
export interface JobPayloads {}

export type JobTaskName = keyof JobPayloads & string;

/** What a task is given; it throws to fail the attempt (retried with back-off until maxAttempts). */
export type JobHandler<Name extends JobTaskName> = (payload: JobPayloads[Name], helpers: JobHelpers) => Promise<void>;

/**
 * The app's task registry: modules add their tasks while the app is built, and the queue starts with
 * all of them once the app is built (a job whose task is unknown would wait until a node knows it).
 */
export class JobTasks {
  readonly #tasks: TaskList = {};

  add<Name extends JobTaskName>(name: Name, handler: JobHandler<Name>): void {
    if (this.#tasks[name]) throw new Error(`The job task ${name} is added twice`);
    this.#tasks[name] = handler as Task;
  }

  /** graphile-worker's view of them. */
  taskList(): TaskList {
    return { ...this.#tasks };
  }
}
