import { AsyncLocalStorage } from 'node:async_hooks';

/** What a job running in a worker may tell its caller before it answers. */
type JobContext = { progress(value: unknown): void };

const current = new AsyncLocalStorage<JobContext>();

/** Runs a job with its context (serve.ts): what it reports goes to the caller of that job. */
export function runInJob<T>(context: JobContext, fn: () => T): T {
  return current.run(context, fn);
}

/**
 * Reports progress of the job running now to whoever started it (WorkerPool.runWith's
 * onProgress); nothing happens outside a worker's job, so the same function runs directly too.
 */
export function reportProgress(value: unknown): void {
  current.getStore()?.progress(value);
}
