// Starts a worker whose entry is a TypeScript source (vitest, tsx: the preview, the tests). Plain
// JavaScript on purpose: it runs before any TypeScript loader exists in the new thread. tsx is
// resolved from this file's location, not from the current directory; its hooks apply to this
// worker thread only. The Electron build never uses this file (the worker is bundled to .mjs).
import { workerData } from 'node:worker_threads';

const { register } = await import('tsx/esm/api');
register();
await import(workerData.entry);
