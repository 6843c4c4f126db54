import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** The Electron entry points bundle the way scripts/build-electron.mjs ships them. */
describe('Electron bundles', () => {
  it('bundles the sandboxed preload as CommonJS exposing only window.api', async () => {
    const out = await build({
      entryPoints: ['electron/preload.ts'],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      external: ['electron'],
      write: false,
      logLevel: 'silent',
    });
    const code = out.outputFiles[0]?.text ?? '';
    expect(code).toContain('exposeInMainWorld("api"');
    expect(code).toContain('require("electron")');
    // No Node built-ins beyond what Electron's sandboxed preload provides.
    expect(code).not.toMatch(/require\("(node:)?(fs|child_process|sqlite|net|http)"\)/);
  });

  it('bundles main as an ES module with electron left external', async () => {
    const out = await build({
      entryPoints: ['electron/main.ts'],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      external: ['electron'],
      write: false,
      logLevel: 'silent',
    });
    expect(out.errors).toEqual([]);
    expect(out.outputFiles[0]?.text).toMatch(/from "electron"/);
    // Bundling the whole main process takes seconds on a loaded machine; a guard rail, not a speed check.
  }, 60_000);
});
