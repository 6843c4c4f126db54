// Runs one core-worker job from the current folder, as a host started there would, and prints the
// job's CSV. The main thread's tsx is pinned to the project's tsconfig (as bin/menumap.mjs pins
// it), so whatever a tsconfig.json in this folder does can only reach the worker.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = new URL('../../../', import.meta.url);
register({ tsconfig: fileURLToPath(new URL('tsconfig.json', root)) });
const { inWorker } = await import(new URL('electron/core/workers/index.ts', root).href);
const item = { itemId: 1, itemNo: '100', name: 'Ayran', integrationCode: 'AY1', extra: {} };
const bytes = await inWorker.exportMapping([item], new Set(), 'csv');
process.stdout.write(new TextDecoder().decode(bytes));
