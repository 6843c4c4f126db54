import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_RENDERER_DIR, type RunningPreview, startPreview } from '../../electron/preview/server';
import { BRIDGE_SECRET_HEADER, EVENTS_PATH, rpcPath } from '../../shared/contract/bridge';

/**
 * Issue 18, finding 2: the preview handed its bridge secret to any local process. `GET /` needed
 * nothing and returned the page with the secret inside, and `npm start` falls back to the preview
 * by itself. Now only a browser that opened the one-time address the preview prints (and opens)
 * holds the session cookie the page needs. Played here as the local attacker would: plain HTTP
 * requests to 127.0.0.1, every path that could carry the page, with and without a used key.
 */

let preview: RunningPreview;
let dataDir: string;

beforeAll(async () => {
  if (!existsSync(join(DEFAULT_RENDERER_DIR, 'index.html'))) {
    throw new Error('dist/renderer is missing: run `npm run build:renderer` (npm test does) first.');
  }
  dataDir = await mkdtemp(join(tmpdir(), 'mcm-launch-'));
  preview = await startPreview({ dataDir, version: 'launch' });
});

afterAll(async () => {
  await preview?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

// Joined as text: new URL('//index.html', base) would read it as another host.
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${preview.url.replace(/\/$/, '')}${path}`, { headers, redirect: 'manual' });

describe('the preview gives its page (and the bridge secret in it) only to the browser it launched', () => {
  test('without the launch, no path returns anything that grants access', async () => {
    for (const path of ['/', '/index.html', '//index.html', '/./index.html', '/%69ndex.html', '/?launch=']) {
      const res = await get(path);
      const body = await res.text();
      expect(res.status, path).toBe(403);
      expect(body, path).not.toContain(preview.secret);
      expect(res.headers.get('set-cookie'), path).toBeNull();
    }
    // The bridge itself stays shut without the secret, as before.
    const rpc = await fetch(new URL(rpcPath('app.status'), preview.url), { method: 'POST' });
    expect(rpc.status).toBe(403);
    expect((await get(`${EVENTS_PATH}?secret=`)).status).toBe(403);
  });

  test('the one-time address sets an HttpOnly, SameSite=Strict cookie, works once, and the cookie gets the page', async () => {
    const launch = preview.launchUrl();
    expect(launch).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?launch=[0-9a-f]{64}$/);
    const first = await fetch(launch, { redirect: 'manual' });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/');
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(await first.text()).not.toContain(preview.secret);
    const session = cookie.split(';')[0] ?? '';

    const page = await get('/', { cookie: session });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(preview.secret);
    // The page's secret opens the bridge (the renderer's own path).
    const rpc = await fetch(new URL(rpcPath('app.status'), preview.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [BRIDGE_SECRET_HEADER]: preview.secret },
      body: '{}',
    });
    expect(rpc.status).toBe(200);

    // A key works once; a guessed cookie gets nothing.
    const again = await fetch(launch, { redirect: 'manual' });
    expect(again.status).toBe(403);
    expect(again.headers.get('set-cookie')).toBeNull();
    const forged = await get('/', { cookie: `${session.split('=')[0]}=${'0'.repeat(64)}` });
    expect(forged.status).toBe(403);
    expect(await forged.text()).not.toContain(preview.secret);
  });
});
