// Starts a worker whose entry is a TypeScript source (vitest, tsx: the preview, the tests). Plain
// JavaScript on purpose: it runs before any TypeScript loader exists in the new thread. tsx is
// resolved from this file's location, not from the current directory; its hooks apply to this
// worker thread only. The Electron build never uses this file (the worker is bundled to .mjs).
import { fileURLToPath } from 'node:url';
import { workerData } from 'node:worker_threads';

// The project's own tsconfig, never the first one tsx would find from the current folder upwards:
// that one's `paths` could send the worker's imports to a stranger's module.
const tsconfig = fileURLToPath(new URL('../../../tsconfig.json', import.meta.url));
const { register } = await import('tsx/esm/api');
register({ tsconfig });
await import(workerData.entry);
