import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openInBrowser } from '../../electron/preview/open-browser';
import { DEFAULT_RENDERER_DIR, type RunningPreview, startPreview } from '../../electron/preview/server';
import { BRIDGE_SECRET_HEADER, EVENTS_PATH, rpcPath, SESSION_PATH } from '../../shared/contract/bridge';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

/**
 * Issue 18, finding 2, then issue 34, item 1: who gets the preview's bridge secret. First `GET /`
 * handed it to any local process; then a one-time link traded its key for a session cookie. But a
 * cookie of 127.0.0.1 goes to every port of 127.0.0.1: any local process whose page the user's
 * browser loaded once received it, fetched the page with the secret, and drove the bridge. Now the
 * key rides in the link's fragment (never sent in a request), the page trades it for the secret at
 * SESSION_PATH and keeps it in sessionStorage: neither leaves the preview's origin. The browser is
 * opened on a private redirect file, so no command line carries the key, and unused keys expire.
 */

const READY = '[data-app-state="ready"]';
let preview: RunningPreview;
let dataDir: string;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(join(DEFAULT_RENDERER_DIR, 'index.html'))) {
    throw new Error('dist/renderer is missing: run `npm run build:renderer` (npm test does) first.');
  }
  dataDir = await mkdtemp(join(tmpdir(), 'mcm-launch-'));
  preview = await startPreview({ dataDir, version: 'launch' });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await preview?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const at = (p: RunningPreview, path: string) => `${p.url.replace(/\/$/, '')}${path}`;
// Joined as text: new URL('//index.html', base) would read it as another host.
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(at(preview, path), { headers, redirect: 'manual' });
const keyOf = (launchUrl: string) =>
  new URLSearchParams(new URL(launchUrl).hash.slice(1)).get('launch') ?? '';
const trade = (p: RunningPreview, key: string, headers: Record<string, string> = {}) =>
  fetch(at(p, SESSION_PATH), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ key }),
  });
const callBridge = (secret: string, headers: Record<string, string> = {}) =>
  fetch(at(preview, rpcPath('app.status')), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [BRIDGE_SECRET_HEADER]: secret, ...headers },
    body: '{}',
  });

/** Another local program's web server: it records what the user's browser sends it. */
async function localProgram(): Promise<{ origin: string; cookies: string[]; close(): Promise<void> }> {
  const cookies: string[] = [];
  const server: Server = createServer((req, res) => {
    cookies.push(req.headers.cookie ?? '');
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>another program</title>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, cookies, close: () => new Promise((r) => server.close(() => r())) };
}

describe('a local process gets nothing that grants access', () => {
  test('no path, with or without a used key, returns the secret or sets a cookie', async () => {
    for (const path of ['/', '/index.html', '//index.html', '/./index.html', '/%69ndex.html', '/?launch=']) {
      const res = await get(path);
      expect(await res.text(), path).not.toContain(preview.secret);
      expect(res.headers.get('set-cookie'), path).toBeNull();
    }
    expect((await callBridge('')).status).toBe(403);
    expect((await get(`${EVENTS_PATH}?secret=`)).status).toBe(403);
    expect((await get(SESSION_PATH)).status).toBe(405);
  });

  test('the launch address carries its key only in the fragment, which no request contains', () => {
    const launch = new URL(preview.launchUrl());
    expect(launch.origin + launch.pathname).toBe(preview.url);
    expect(launch.search).toBe('');
    expect(launch.hash).toMatch(/^#launch=[0-9a-f]{64}$/);
  });

  test('a key trades for the secret once; again, from another origin, or unknown, it gets nothing', async () => {
    const key = keyOf(preview.launchUrl());
    const foreign = await trade(preview, key, { origin: 'http://127.0.0.1:1' });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).not.toContain(preview.secret);

    const first = await trade(preview, key);
    expect(first.status).toBe(200);
    expect(first.headers.get('set-cookie')).toBeNull();
    const { secret } = (await first.json()) as { secret: string };
    expect(secret).toBe(preview.secret);
    expect((await callBridge(secret)).status).toBe(200);

    for (const given of [key, '0'.repeat(64), '', 42]) {
      const again = await fetch(at(preview, SESSION_PATH), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: given }),
      });
      expect(again.status, String(given)).toBe(403);
      expect(await again.text()).not.toContain(preview.secret);
    }
  });

  test('a key nobody used expires (the clock injected), and says so by settling', async () => {
    let now = 1_000_000;
    const dir = await mkdtemp(join(tmpdir(), 'mcm-launch-expiry-'));
    const p = await startPreview({
      dataDir: dir,
      version: 'expiry',
      launchKeys: { now: () => now, ttlMs: 60_000 },
    });
    try {
      const late = p.launch();
      const inTime = p.launch();
      now += 59_999;
      expect((await trade(p, keyOf(inTime.url))).status).toBe(200);
      await inTime.settled;
      now += 1;
      let settled = false;
      void late.settled.then(() => {
        settled = true;
      });
      expect((await trade(p, keyOf(late.url))).status).toBe(403);
      await late.settled;
      expect(settled).toBe(true);
    } finally {
      await p.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('in the browser', () => {
  test('another local program the browser visits receives no credential of the preview', async () => {
    const context = await browser.newContext();
    const program = await localProgram();
    try {
      const page = await context.newPage();
      await page.goto(preview.launchUrl());
      await page.waitForSelector(READY, { timeout: 30_000 });
      // The user's browser then loads a page of another program on this computer, once.
      const other = await context.newPage();
      await other.goto(`${program.origin}/`);
      expect(program.cookies.length).toBeGreaterThan(0);
      // Whatever it received (the page, then the browser's own favicon request).
      const cookie = program.cookies.filter((c) => c !== '').join('; ');

      // That program replays whatever it received against every way in.
      const replay = { cookie, origin: program.origin };
      for (const path of ['/', '/index.html', `${EVENTS_PATH}?secret=`]) {
        const res = await get(path, replay);
        expect(await res.text(), path).not.toContain(preview.secret);
      }
      for (const headers of [replay, { cookie }]) {
        const rpc = await fetch(at(preview, rpcPath('app.status')), {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: '{}',
        });
        expect(rpc.status).toBe(403);
      }

      // The page itself keeps its access across a reload, and its address no longer holds the key.
      expect(new URL(page.url()).hash).toBe('');
      await page.reload();
      await page.waitForSelector(READY, { timeout: 30_000 });
    } finally {
      await context.close();
      await program.close();
    }
  });

  test('the opener gets a private file, never the key, and the file goes once the key is used', async () => {
    const temp = await mkdtemp(join(tmpdir(), 'mcm-opener-'));
    try {
      for (const platform of ['linux', 'darwin', 'win32'] as const) {
        const spawned: string[][] = [];
        const path = await openInBrowser(() => preview.launch(), {
          platform,
          tempDir: temp,
          spawn: (command, args) => spawned.push([command, ...args]),
        });
        const key = keyOf(/url=([^"]+)"/.exec(readFileSync(path, 'utf8'))?.[1] ?? '');
        expect(key, platform).toMatch(/^[0-9a-f]{64}$/);
        expect(spawned.flat().join(' '), platform).not.toContain(key);
        expect(spawned, platform).toEqual([[expect.any(String), path]]);
        if (process.platform !== 'win32') {
          expect(statSync(path).mode & 0o777, platform).toBe(0o600);
          expect(statSync(dirname(path)).mode & 0o777, platform).toBe(0o700);
        }
        if (platform !== 'linux') {
          // Spent as the browser would, so its file goes too.
          expect((await trade(preview, key)).status).toBe(200);
          await expect.poll(() => existsSync(dirname(path))).toBe(false);
          continue;
        }
        // The real browser, given only the file, reaches the page; the file is gone after.
        const context = await browser.newContext();
        try {
          const page = await context.newPage();
          await page.goto(pathToFileURL(path).href);
          await page.waitForSelector(READY, { timeout: 30_000 });
          expect(page.url().startsWith(preview.url)).toBe(true);
          await expect.poll(() => existsSync(dirname(path))).toBe(false);
        } finally {
          await context.close();
        }
      }
    } finally {
      await rm(temp, { recursive: true, force: true });
    }
  });

  test('an unused key’s file goes when the key expires', async () => {
    const expiries: (() => void)[] = [];
    const dir = await mkdtemp(join(tmpdir(), 'mcm-launch-file-'));
    const p = await startPreview({
      dataDir: dir,
      version: 'expiry-file',
      launchKeys: {
        schedule: (expire) => {
          expiries.push(expire);
          return () => undefined;
        },
      },
    });
    try {
      const path = await openInBrowser(() => p.launch(), { tempDir: dir, spawn: () => undefined });
      const key = keyOf(/url=([^"]+)"/.exec(readFileSync(path, 'utf8'))?.[1] ?? '');
      expect(existsSync(path)).toBe(true);
      for (const expire of expiries) expire();
      await expect.poll(() => existsSync(dirname(path))).toBe(false);
      expect((await trade(p, key)).status).toBe(403);
    } finally {
      await p.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
