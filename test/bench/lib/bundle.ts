import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { build } from 'esbuild';
import { PROBES_DIR } from './child';
import { onCleanup } from './cleanup';

let outDir: Promise<string> | null = null;
const built = new Map<string, Promise<string>>();

/**
 * A probe bundled the way Electron's main is (scripts/build-electron.mjs: esbuild, ESM, node
 * built-ins external), so a start-up measured through it loads code as the app does, without tsx
 * compiling TypeScript on the way. Bundled once per bench run.
 */
export function bundledProbe(probe: string): Promise<string> {
  let file = built.get(probe);
  if (!file) {
    file = (async () => {
      outDir ??= mkdtemp(join(tmpdir(), 'mcm-bench-probes-')).then((dir) => {
        onCleanup(() => rm(dir, { recursive: true, force: true }));
        return dir;
      });
      const outfile = join(await outDir, basename(probe).replace(/\.ts$/, '.mjs'));
      await build({
        entryPoints: [join(PROBES_DIR, probe)],
        outfile,
        bundle: true,
        platform: 'node',
        target: 'node22',
        format: 'esm',
        logLevel: 'warning',
        banner: {
          js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
        },
      });
      return outfile;
    })();
    built.set(probe, file);
  }
  return file;
}
