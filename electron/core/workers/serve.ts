import { parentPort } from 'node:worker_threads';
import { runInJob } from './job-context';
import {
  type JobProgress,
  type JobReply,
  JobRequest,
  type JobTable,
  prepareTransfer,
  serialiseError,
} from './protocol';

/**
 * The worker side: answers each JobRequest from the pool with the job's result or its error, by id.
 * Byte arrays in results are transferred back rather than copied (an XLSX export can be megabytes).
 */
export function serveJobs(jobs: JobTable): void {
  const port = parentPort;
  if (!port) throw new Error('serveJobs() runs inside a worker thread.');

  port.on('message', async (message: unknown) => {
    const request = JobRequest.safeParse(message);
    if (!request.success) return; // not ours: the pool only ever sends JobRequests
    const { id, kind, args } = request.data;
    let reply: JobReply;
    let transfer: ArrayBuffer[] = [];
    try {
      const job = Object.hasOwn(jobs, kind) ? jobs[kind] : undefined;
      if (!job) throw new Error(`Unknown worker job "${kind}".`);
      // The table's argument types are checked where the pool is called (WorkerPool.run).
      const progress = (value: unknown) =>
        port.postMessage({ id, progress: true, value } satisfies JobProgress);
      const value = await runInJob({ progress }, () => (job as (...a: unknown[]) => unknown)(...args));
      const prepared = prepareTransfer([value]);
      transfer = prepared.transfer;
      reply = { id, ok: true, value: prepared.values[0] };
    } catch (e) {
      reply = { id, ok: false, error: serialiseError(e) };
    }
    try {
      port.postMessage(reply, transfer);
    } catch (e) {
      // A result that cannot be cloned (a function, a class with private state) is a bug in the
      // job; say so instead of leaving the caller waiting.
      port.postMessage({ id, ok: false, error: serialiseError(e) } satisfies JobReply);
    }
  });
}
