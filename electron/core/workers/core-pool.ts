import { say } from '../error-messages';
import { AppError } from '../errors';
import { displayName, fileParam } from '../files/bad-file';
import type { CoreJobs } from './core-jobs';
import { createWorkerPool, type JobHooks, type LimitHit, type WorkerPool } from './pool';

/**
 * Where the core worker's entry is. From TypeScript sources (vitest, tsx: the preview, the tests)
 * this module is core-pool.ts beside core-worker.ts. Bundled by esbuild, this module is inlined in
 * dist-electron/main.mjs, and scripts/build-electron.mjs writes the worker bundle beside it as
 * core-worker.mjs. Electron loads worker scripts from inside app.asar (since Electron 18), so the
 * packaged file needs no asarUnpack.
 */
export function coreWorkerEntry(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('./core-worker.ts', import.meta.url)
    : new URL('./core-worker.mjs', import.meta.url);
}

// One worker for the whole process: the app core, the preview and the slices built in tests share
// it. Cores hold it (retainCoreWorker) and it stops when the last holder lets go.
let pool: WorkerPool<CoreJobs> | null = null;

/**
 * The worker's heap is capped: a file that unpacks into more than the guards foresaw ends that
 * worker (its job fails, the next job starts a new one) instead of exhausting the app's memory.
 * docs/RELIABILITY.md has the peak of the largest import allowed.
 */
export const CORE_WORKER_MEMORY_MB = 2048;

/**
 * How long a job may keep the worker. Reading the largest file the guards let in takes seconds
 * (docs/BENCHMARKS.md), so a read that runs for minutes is a file the guards did not foresee: it
 * is stopped, and the worker with it. Suggestions over big lists and exports of a year of checks
 * are slower by nature and get longer.
 */
export const CORE_READ_TIME_LIMIT_MS = 120_000;
export const CORE_JOB_TIME_LIMIT_MS = 600_000;
/**
 * A chain month's XLSX export takes minutes on a quiet machine and longer on a slow PC: it shows
 * its progress and has a Cancel, so only a worker that stopped answering altogether is cut off.
 */
export const CORE_EXPORT_TIME_LIMIT_MS = 3_600_000;

const FILE_READS: ReadonlySet<string> = new Set<keyof CoreJobs>([
  'readMappingFile',
  'readLearntSheet',
  'readCatalogue',
] as const);

const EXPORTS: ReadonlySet<string> = new Set<keyof CoreJobs>(['exportChecks', 'exportStoredChecks'] as const);

export function coreTimeLimitMs(kind: string): number {
  if (FILE_READS.has(kind)) return CORE_READ_TIME_LIMIT_MS;
  return EXPORTS.has(kind) ? CORE_EXPORT_TIME_LIMIT_MS : CORE_JOB_TIME_LIMIT_MS;
}

/**
 * A file read stopped at a limit names the file and what to do with it; other jobs get the pool's
 * own words (undefined).
 */
export function coreLimitError(
  job: { kind: string; args: readonly unknown[] },
  hit: LimitHit,
): AppError | undefined {
  const fileName = job.args[1];
  if (!FILE_READS.has(job.kind) || typeof fileName !== 'string') return undefined;
  const name = displayName(fileName);
  const file = fileParam(fileName);
  const whatToDo = 'Keep only the columns needed, split it, or save it as CSV.';
  return hit.limit === 'time'
    ? new AppError(
        'bad_file',
        `${name} took longer than ${hit.seconds} s to read, so reading it was stopped. ${whatToDo}`,
        { say: say('file.readTookTooLong', { file, seconds: hit.seconds }) },
      )
    : new AppError(
        'bad_file',
        `${name} needed more than ${hit.mb} MB of memory to read, so reading it was stopped. ${whatToDo}`,
        { say: say('file.readOutOfMemory', { file, mb: hit.mb }) },
      );
}

let holders = 0;

function corePool(): WorkerPool<CoreJobs> {
  pool ??= createWorkerPool<CoreJobs>({
    entry: coreWorkerEntry(),
    name: 'core-worker',
    resourceLimits: { maxOldGenerationSizeMb: CORE_WORKER_MEMORY_MB },
    timeLimitMs: coreTimeLimitMs,
    limitError: coreLimitError,
  });
  return pool;
}

/**
 * Marks the caller (an app core) as a user of the core worker. The returned function lets go; the
 * last one to let go stops the worker (its running jobs reject as cancelled). Using the worker
 * without holding it is fine too (the CLI, tests of one slice): it is unref'd while idle, so it
 * never keeps the process alive.
 */
export function retainCoreWorker(): () => Promise<void> {
  holders += 1;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0 || !pool) return;
    const stopping = pool;
    pool = null;
    await stopping.close();
  };
}

/**
 * The core's heavy functions, off the main thread: same arguments, same results and the same
 * AppErrors as calling them directly (see core-jobs.ts). Byte arrays passed in are moved to the
 * worker, not copied: do not use them after the call.
 */
export const inWorker = {
  suggest: (...args: Parameters<CoreJobs['suggest']>) => corePool().run('suggest', ...args),
  readMappingFile: (...args: Parameters<CoreJobs['readMappingFile']>) =>
    corePool().run('readMappingFile', ...args),
  readLearntSheet: (...args: Parameters<CoreJobs['readLearntSheet']>) =>
    corePool().run('readLearntSheet', ...args),
  readCatalogue: (...args: Parameters<CoreJobs['readCatalogue']>) => corePool().run('readCatalogue', ...args),
  exportMapping: (...args: Parameters<CoreJobs['exportMapping']>) => corePool().run('exportMapping', ...args),
  exportChecks: (...args: Parameters<CoreJobs['exportChecks']>) => corePool().run('exportChecks', ...args),
  exportStoredChecks: (...args: Parameters<CoreJobs['exportStoredChecks']>) =>
    corePool().run('exportStoredChecks', ...args),
  memoryLimit: () => corePool().run('memoryLimit'),
} satisfies {
  [K in keyof CoreJobs]: (...args: Parameters<CoreJobs[K]>) => Promise<Awaited<ReturnType<CoreJobs[K]>>>;
};

/** inWorker.exportStoredChecks that its caller can follow (progress, as sent: validate it) and stop. */
export function exportChecksInWorker(
  hooks: JobHooks,
  ...args: Parameters<CoreJobs['exportStoredChecks']>
): Promise<Uint8Array> {
  return corePool().runWith('exportStoredChecks', hooks, ...args);
}
