/**
 * Heavy core work off the main thread (node:worker_threads, plain Node: the same in Electron's main
 * process, the preview, the CLI and the tests). See core-pool.ts for the core's worker and pool.ts
 * for the generic pool.
 */
export { coreWorkerEntry, exportChecksInWorker, inWorker, retainCoreWorker } from './core-pool';
export { createWorkerPool, type JobHooks, type WorkerPool } from './pool';
