import type { CoreJobs } from './core-jobs';
import { createWorkerPool, type WorkerPool } from './pool';

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
let holders = 0;

function corePool(): WorkerPool<CoreJobs> {
  pool ??= createWorkerPool<CoreJobs>({
    entry: coreWorkerEntry(),
    name: 'core-worker',
    resourceLimits: { maxOldGenerationSizeMb: CORE_WORKER_MEMORY_MB },
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
  memoryLimit: () => corePool().run('memoryLimit'),
} satisfies {
  [K in keyof CoreJobs]: (...args: Parameters<CoreJobs[K]>) => Promise<Awaited<ReturnType<CoreJobs[K]>>>;
};
