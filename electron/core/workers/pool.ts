import { type ResourceLimits, Worker } from 'node:worker_threads';
import { say } from '../error-messages';
import { AppError } from '../errors';
import { logger } from '../log';
import { JobReply, type JobTable, prepareTransfer, rebuildError } from './protocol';

export type WorkerPoolOptions = {
  /**
   * The worker's entry module: a built .mjs/.js file, or a .ts source (vitest, tsx), which is then
   * started through ts-bootstrap.mjs.
   */
  entry: URL;
  /** Shown in debuggers and thread lists. */
  name?: string;
  resourceLimits?: ResourceLimits;
};

export type WorkerPool<T extends JobTable> = {
  /**
   * Runs jobs[kind](...args) in the worker; resolves with its result or rejects with its error
   * (an AppError comes back as the same AppError). Top-level byte arrays in args are transferred:
   * the caller's array is empty afterwards.
   */
  run<K extends keyof T & string>(kind: K, ...args: Parameters<T[K]>): Promise<Awaited<ReturnType<T[K]>>>;
  /** Stops the worker now; running and queued jobs reject as cancelled. A later run() starts a new one. */
  close(): Promise<void>;
};

type Pending = {
  id: number;
  kind: string;
  args: unknown[];
  transfer: ArrayBuffer[];
  resolve(value: unknown): void;
  reject(error: Error): void;
};

/**
 * One worker thread, started on the first job and kept warm after. Jobs run one at a time, in
 * order: they are CPU-bound, so a second one at the same time would not finish sooner, and a job
 * that crashes the worker takes down only itself: the next job gets a fresh worker.
 *
 * While idle the worker is unref'd, so it never keeps a CLI or a test process alive; while a job
 * runs it is ref'd, so a script awaiting only that job does not exit under it.
 */
export function createWorkerPool<T extends JobTable>(options: WorkerPoolOptions): WorkerPool<T> {
  let worker: Worker | null = null;
  let current: Pending | null = null;
  const queue: Pending[] = [];
  let nextId = 1;

  function start(): Worker {
    const w = spawnWorker(options);
    let failure: unknown;
    w.on('message', (message: unknown) => onReply(w, message));
    // 'error' (an uncaught exception, out of memory, a missing entry) is always followed by 'exit'.
    w.on('error', (e) => {
      failure = e;
    });
    w.on('exit', (code) => onExit(w, code, failure));
    return w;
  }

  function pump(): void {
    if (current) return;
    const next = queue.shift();
    if (!next) {
      worker?.unref();
      return;
    }
    current = next;
    try {
      worker ??= start();
    } catch (e) {
      logger().error('Could not start the background worker', { error: e });
      finish(next, () => next.reject(crashError(null, e)));
      return;
    }
    worker.ref();
    try {
      worker.postMessage({ id: next.id, kind: next.kind, args: next.args }, next.transfer);
    } catch (e) {
      // An argument that cannot be cloned: a bug at the call site, reported to that caller only.
      finish(next, () => next.reject(e instanceof Error ? e : new Error(String(e))));
    }
  }

  function finish(job: Pending, settle: () => void): void {
    if (current !== job) return;
    current = null;
    settle();
    pump();
  }

  function onReply(w: Worker, message: unknown): void {
    const job = current;
    const reply = JobReply.safeParse(message);
    if (w !== worker || !job || !reply.success || reply.data.id !== job.id) return;
    const answer = reply.data;
    finish(job, () => (answer.ok ? job.resolve(answer.value) : job.reject(rebuildError(answer.error))));
  }

  function onExit(w: Worker, code: number, failure: unknown): void {
    if (w !== worker) return; // closed on purpose, or an older worker
    worker = null;
    const job = current;
    if (!job) {
      if (failure !== undefined) logger().warn('Background worker stopped while idle', { error: failure });
      pump();
      return;
    }
    logger().error('Background worker stopped during a job', {
      job: job.kind,
      exitCode: code,
      error: failure,
    });
    finish(job, () => job.reject(crashError(code, failure)));
  }

  return {
    run(kind, ...args) {
      const prepared = prepareTransfer(args);
      return new Promise((resolve, reject) => {
        queue.push({
          id: nextId++,
          kind,
          args: prepared.values,
          transfer: prepared.transfer,
          // The worker answers with what jobs[kind] returned: the type run() promises.
          resolve: resolve as (value: unknown) => void,
          reject,
        });
        pump();
      });
    },

    async close() {
      const w = worker;
      worker = null;
      const stopped = [...(current ? [current] : []), ...queue.splice(0)];
      current = null;
      for (const job of stopped) {
        job.reject(
          new AppError('cancelled', 'The task was stopped because the app is closing.', {
            retryable: true,
            say: say('task.appClosing'),
          }),
        );
      }
      if (w) await w.terminate();
    },
  };
}

function spawnWorker(options: WorkerPoolOptions): Worker {
  const common = {
    name: options.name ?? 'core-worker',
    ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
  };
  if (!options.entry.pathname.endsWith('.ts')) return new Worker(options.entry, common);
  // Running from TypeScript sources (vitest, tsx). Node's own type stripping cannot load our
  // sources (extensionless imports), so the worker needs tsx. `execArgv: ['--import', 'tsx']` works
  // too, but resolves tsx from the current directory, and under vitest the inherited execArgv has
  // no tsx at all (vite transforms the main thread only); ts-bootstrap.mjs registers tsx from its
  // own location and then imports the entry, which works the same under vitest, tsx and node.
  // execArgv is cleared so that tsx's loader, inherited under `tsx`, is not registered twice.
  return new Worker(new URL('./ts-bootstrap.mjs', import.meta.url), {
    ...common,
    execArgv: [],
    workerData: { entry: options.entry.href },
  });
}

/** A worker that died during a job (code) or could not be started (null). */
function crashError(code: number | null, failure: unknown): AppError {
  const outOfMemory =
    failure instanceof Error && 'code' in failure && failure.code === 'ERR_WORKER_OUT_OF_MEMORY';
  if (outOfMemory) {
    return new AppError(
      'internal',
      'The task ran out of memory: the file or the list is too large. Nothing was changed.',
      { retryable: false, detail: 'The background worker ran out of memory.', say: say('task.outOfMemory') },
    );
  }
  return new AppError('internal', 'The task stopped unexpectedly. Nothing was changed; try again.', {
    retryable: true,
    detail:
      code === null
        ? 'The background worker could not be started.'
        : `The background worker exited with code ${code}.`,
    say: say('task.crashed'),
  });
}
