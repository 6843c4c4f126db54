/**
 * Debian's Chromium and the launch flags that work on our machines (DESIGN.md), shared by the e2e
 * harness and the benchmark. Playwright never downloads a browser of its own.
 */
export const CHROMIUM_PATH = process.env.MCM_CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
