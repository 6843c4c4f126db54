// Bundles the Electron entry points with esbuild: main as ESM, preload as CommonJS (sandboxed
// preloads cannot be ES modules). `electron` stays external; node: built-ins (node:sqlite) too.
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  external: ['electron'],
  logLevel: 'warning',
};

await build({
  ...common,
  entryPoints: ['electron/main.ts'],
  outfile: 'dist-electron/main.mjs',
  format: 'esm',
  // Some bundled CommonJS dependencies call require(): give the ESM bundle one.
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
// The core worker (electron/core/workers): heavy core jobs run on this thread, off the main process's
// event loop. Beside main.mjs, where electron/core/workers/core-pool.ts looks for it.
await build({
  ...common,
  entryPoints: ['electron/core/workers/core-worker.ts'],
  outfile: 'dist-electron/core-worker.mjs',
  format: 'esm',
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
await build({
  ...common,
  entryPoints: ['electron/preload.ts'],
  outfile: 'dist-electron/preload.cjs',
  format: 'cjs',
});
console.log('Built dist-electron/main.mjs, dist-electron/core-worker.mjs and dist-electron/preload.cjs');
