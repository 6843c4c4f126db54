import { getHeapStatistics } from 'node:v8';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import { say } from '../error-messages';
import { AppError } from '../errors';
import { logger } from '../log';
import { JobProgress, JobReply, type JobTable, prepareTransfer, rebuildError } from './protocol';

export type WorkerPoolOptions = {
  /**
   * The worker's entry module: a built .mjs/.js file, or a .ts source (vitest, tsx), which is then
   * started through ts-bootstrap.mjs.
   */
  entry: URL;
  /** Shown in debuggers and thread lists. */
  name?: string;
  /**
   * The worker's memory (its heap: maxOldGenerationSizeMb). A job that needs more fails with
   * `limitError`, and the next job gets a new worker.
   */
  resourceLimits?: ResourceLimits;
  /**
   * The longest a job of this kind may run, in milliseconds (undefined: no limit). Past it the
   * worker is stopped mid-job, the job fails with `limitError` and the next job gets a new worker.
   */
  timeLimitMs?: (kind: string) => number | undefined;
  /** The error of a job that hit a limit; undefined (or no function): task.tookTooLong / task.outOfMemory. */
  limitError?: (job: { kind: string; args: readonly unknown[] }, hit: LimitHit) => AppError | undefined;
  /** Timers of the time limit; tests pass their own so that no test waits for real time. */
  timers?: PoolTimers;
};

export type LimitHit = { limit: 'time'; seconds: number } | { limit: 'memory'; mb: number };

export type PoolTimers = {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
};

const realTimers: PoolTimers = {
  set(callback, ms) {
    // The running job holds the process (the worker is ref'd then); the timer need not.
    return setTimeout(callback, ms).unref();
  },
  clear(handle) {
    clearTimeout(handle as NodeJS.Timeout);
  },
};

/** What a caller of runWith may follow and stop of its job. */
export type JobHooks = {
  /**
   * Aborting stops the job now: a queued one never starts, a running one's worker is stopped (the
   * next job gets a new one). The job rejects as cancelled (task.cancelled).
   */
  signal?: AbortSignal;
  /** What the job reports while it runs (job-context.ts reportProgress), as sent: validate it. */
  onProgress?: (value: unknown) => void;
};

export type WorkerPool<T extends JobTable> = {
  /**
   * Runs jobs[kind](...args) in the worker; resolves with its result or rejects with its error
   * (an AppError comes back as the same AppError). Top-level byte arrays in args are transferred:
   * the caller's array is empty afterwards.
   */
  run<K extends keyof T & string>(kind: K, ...args: Parameters<T[K]>): Promise<Awaited<ReturnType<T[K]>>>;
  /** run() that the caller can follow (progress) and stop (signal). */
  runWith<K extends keyof T & string>(
    kind: K,
    hooks: JobHooks,
    ...args: Parameters<T[K]>
  ): Promise<Awaited<ReturnType<T[K]>>>;
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
  onProgress?: (value: unknown) => void;
  /** The time limit's timer, while the job runs. */
  timer?: unknown;
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
  const timers = options.timers ?? realTimers;
  const limitError = (job: Pending, hit: LimitHit) =>
    options.limitError?.(job, hit) ?? defaultLimitError(hit);
  const memoryMb = options.resourceLimits?.maxOldGenerationSizeMb ?? defaultHeapMb();

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
      finish(next, () => next.reject(crashError(null)));
      return;
    }
    worker.ref();
    try {
      worker.postMessage({ id: next.id, kind: next.kind, args: next.args }, next.transfer);
    } catch (e) {
      // An argument that cannot be cloned: a bug at the call site, reported to that caller only.
      finish(next, () => next.reject(e instanceof Error ? e : new Error(String(e))));
      return;
    }
    const limit = options.timeLimitMs?.(next.kind);
    if (limit !== undefined) next.timer = timers.set(() => onTimeLimit(next, limit), limit);
  }

  function finish(job: Pending, settle: () => void): void {
    if (current !== job) return;
    current = null;
    if (job.timer !== undefined) timers.clear(job.timer);
    settle();
    pump();
  }

  /** Stops the worker in the middle of a job that ran too long; the next job gets a new one. */
  function onTimeLimit(job: Pending, ms: number): void {
    if (current !== job) return;
    const w = worker;
    worker = null; // its exit and any late answer are no longer this pool's business
    logger().warn('A background job ran past its time limit: its worker is stopped', {
      job: job.kind,
      limitMs: ms,
    });
    finish(job, () => job.reject(limitError(job, { limit: 'time', seconds: Math.round(ms / 1000) })));
    w?.terminate().catch((e: unknown) => logger().warn('Could not stop the background worker', { error: e }));
  }

  /** The caller stopped its job: dropped from the queue, or its worker stopped mid-job. */
  function cancel(job: Pending): void {
    const queued = queue.indexOf(job);
    if (queued >= 0) {
      queue.splice(queued, 1);
      job.reject(cancelledError());
      return;
    }
    if (current !== job) return;
    const w = worker;
    worker = null; // its exit and any late answer are no longer this pool's business
    finish(job, () => job.reject(cancelledError()));
    w?.terminate().catch((e: unknown) => logger().warn('Could not stop the background worker', { error: e }));
  }

  function onReply(w: Worker, message: unknown): void {
    const job = current;
    const progress = JobProgress.safeParse(message);
    if (progress.success) {
      if (w === worker && job && progress.data.id === job.id) job.onProgress?.(progress.data.value);
      return;
    }
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
    const outOfMemory =
      failure instanceof Error && 'code' in failure && failure.code === 'ERR_WORKER_OUT_OF_MEMORY';
    finish(job, () =>
      job.reject(outOfMemory ? limitError(job, { limit: 'memory', mb: memoryMb }) : crashError(code)),
    );
  }

  function enqueue(kind: string, args: unknown[], hooks: JobHooks): Promise<unknown> {
    const { signal, onProgress } = hooks;
    if (signal?.aborted) return Promise.reject(cancelledError());
    const prepared = prepareTransfer(args);
    return new Promise((resolve, reject) => {
      const onAbort = () => cancel(job);
      const settled = () => signal?.removeEventListener('abort', onAbort);
      const job: Pending = {
        id: nextId++,
        kind,
        args: prepared.values,
        transfer: prepared.transfer,
        resolve: (value) => {
          settled();
          resolve(value);
        },
        reject: (error) => {
          settled();
          reject(error);
        },
        ...(onProgress ? { onProgress } : {}),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(job);
      pump();
    });
  }

  return {
    run(kind, ...args) {
      // The worker answers with what jobs[kind] returned: the type run() promises.
      return enqueue(kind, args, {}) as Promise<Awaited<ReturnType<T[typeof kind]>>>;
    },

    runWith(kind, hooks, ...args) {
      return enqueue(kind, args, hooks) as Promise<Awaited<ReturnType<T[typeof kind]>>>;
    },

    async close() {
      const w = worker;
      worker = null;
      const stopped = [...(current ? [current] : []), ...queue.splice(0)];
      current = null;
      for (const job of stopped) {
        if (job.timer !== undefined) timers.clear(job.timer);
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

/** A job stopped at its time or memory limit, in words for any job. */
function defaultLimitError(hit: LimitHit): AppError {
  if (hit.limit === 'memory') {
    return new AppError(
      'internal',
      `The task needed more than ${hit.mb} MB of memory and was stopped: the file or the list is too large. Nothing was changed.`,
      {
        retryable: false,
        detail: 'The background worker ran out of memory.',
        say: say('task.outOfMemory', { mb: hit.mb }),
      },
    );
  }
  return new AppError(
    'internal',
    `The task took longer than ${hit.seconds} s and was stopped: the file or the list is too large. Nothing was changed.`,
    {
      retryable: false,
      detail: 'The background worker was stopped at its time limit.',
      say: say('task.tookTooLong', { seconds: hit.seconds }),
    },
  );
}

/** Without resourceLimits a worker's heap is as large as V8 allows the process. */
function defaultHeapMb(): number {
  return Math.round(getHeapStatistics().heap_size_limit / 1024 / 1024);
}

/** A job its caller stopped. */
function cancelledError(): AppError {
  return new AppError('cancelled', 'Cancelled: the task was stopped and nothing was saved.', {
    retryable: true,
    say: say('task.cancelled'),
  });
}

/** A worker that died during a job (code) or could not be started (null). */
function crashError(code: number | null): AppError {
  return new AppError('internal', 'The task stopped unexpectedly. Nothing was changed; try again.', {
    retryable: true,
    detail:
      code === null
        ? 'The background worker could not be started.'
        : `The background worker exited with code ${code}.`,
    say: say('task.crashed'),
  });
}
