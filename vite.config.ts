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
  },
  oxc: {
    jsx: { runtime: 'automatic' },
  },
});
