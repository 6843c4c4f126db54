// The core worker's entry. Bundled to dist-electron/core-worker.mjs for Electron
// (scripts/build-electron.mjs); run from source through ts-bootstrap.mjs under vitest and tsx.
import { coreJobs } from './core-jobs';
import { serveJobs } from './serve';

serveJobs(coreJobs);
