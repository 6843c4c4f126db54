import { defineConfig } from 'vite';

// The renderer is a plain static bundle: served by the app:// protocol in Electron and by the
// loopback preview server in the browser. No dev-only plugins, so what we test is what we ship.
export default defineConfig({
  root: 'renderer',
  base: './',
  publicDir: false,
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: true,
    target: 'chrome120',
    // Loaded from local disk (app:// or loopback), never over a network: the main chunk (React,
    // TanStack, zod, the workspace) may exceed the web-oriented 500 kB default.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // TanStack marks its modules 'use client' for React Server Components; meaningless in a static
      // bundle, and the warning would bury real ones.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  oxc: {
    jsx: { runtime: 'automatic' },
  },
});
