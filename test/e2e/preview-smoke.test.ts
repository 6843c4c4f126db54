import { request } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { BRIDGE_SECRET_HEADER, rpcPath } from '../../shared/contract/bridge';
import { type AppHarness, launchApp, shot } from './harness';

let app: AppHarness;
beforeAll(async () => {
  app = await launchApp();
});
afterAll(() => app?.close());

test('the page loads from the preview and reaches the ready marker', async () => {
  expect(await app.page.locator('[data-app-state="ready"]').count()).toBe(1);
  await shot(app.page, 'preview-smoke-first-start');
  expect(app.pageErrors).toEqual([]);
});

test('every answer carries the strict security headers', async () => {
  const res = await fetch(app.url);
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  // The page holds no secret: it traded its launch link's key for it and keeps it in sessionStorage.
  expect(res.status).toBe(200);
  expect(await res.text()).not.toContain(app.preview.secret);
  expect(await app.page.content()).not.toContain(app.preview.secret);
  expect(await app.page.evaluate(`sessionStorage.getItem('mcm-bridge-secret')`)).toBe(app.preview.secret);
  // The key left the address once traded.
  expect(new URL(app.page.url()).hash).toBe('');
});

test('the bridge rejects a call without the secret, a wrong secret, or a foreign origin', async () => {
  const url = new URL(rpcPath('app.status'), app.url);
  const post = (headers: Record<string, string>) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });

  const none = await post({});
  expect(none.status).toBe(403);
  expect(await none.json()).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  expect((await post({ [BRIDGE_SECRET_HEADER]: 'f'.repeat(64) })).status).toBe(403);
  expect(
    (await post({ [BRIDGE_SECRET_HEADER]: app.preview.secret, origin: 'http://evil.example' })).status,
  ).toBe(403);

  const ok = await post({ [BRIDGE_SECRET_HEADER]: app.preview.secret });
  expect(ok.status).toBe(200);
  expect(await ok.json()).toMatchObject({ ok: true, data: { mode: 'welcome', host: 'preview' } });
});

test('a page on another origin cannot call the bridge, even from the browser', async () => {
  // The page itself (same origin, the secret it traded for) succeeds...
  // (A string, not a function: this file is type-checked without the DOM library.)
  const own = await app.page.evaluate(`(async () => {
    const secret = sessionStorage.getItem('mcm-bridge-secret') ?? '';
    const r = await fetch('${rpcPath('app.status')}', {
      method: 'POST',
      headers: { 'content-type': 'application/json', '${BRIDGE_SECRET_HEADER}': secret },
      body: '{}',
    });
    return r.status;
  })()`);
  expect(own).toBe(200);

  // ...a DNS-rebinding page (its own host name, pointing at 127.0.0.1) does not, even with the secret.
  const rebound = await new Promise<number>((resolve, reject) => {
    const req = request(
      new URL(rpcPath('app.status'), app.url),
      {
        method: 'POST',
        headers: {
          host: `attacker.example:${app.preview.port}`,
          'content-type': 'application/json',
          [BRIDGE_SECRET_HEADER]: app.preview.secret,
        },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end('{}');
  });
  expect(rebound).toBe(403);
});

test('events reach the page over SSE, and no secret crosses the bridge when the demo starts', async () => {
  // Listen the way the renderer's transport does (a string: no DOM types in this project).
  await app.page.evaluate(`(() => {
    const secret = sessionStorage.getItem('mcm-bridge-secret');
    window.__events = [];
    const source = new EventSource('/events?secret=' + encodeURIComponent(secret));
    source.onmessage = (m) => window.__events.push(JSON.parse(m.data));
    return new Promise((resolve) => { source.onopen = () => resolve(true); });
  })()`);
  const reply = await app.call('demo.start');
  expect(reply).toMatchObject({ ok: true, data: { mode: 'connected', demo: true } });
  // Polled from outside: waitForFunction with a string would need 'unsafe-eval', which the CSP forbids.
  await expect
    .poll(() => app.page.evaluate(`window.__events.some((e) => e.event === 'connectivity')`))
    .toBe(true);
  expect(app.bridge.events.some((e) => e.event === 'connectivity')).toBe(true);
  expect(app.simulator()?.control.branchCodes()).toHaveLength(4);
  await app.reload();
  await shot(app.page, 'preview-smoke-demo');
  expect(app.secrets()).toHaveLength(2);
  await app.expectNoSecrets();
});

test('the secret scan finds what it looks for (the bridge secret sits in web storage on purpose)', async () => {
  app.trackSecret(app.preview.secret);
  await expect(app.expectNoSecrets()).rejects.toThrow(/web storage/);
});

test('a call the harness’s own reload cuts is not a page error; a call cut otherwise is', async () => {
  const { page } = app;
  const before = app.pageErrors.length;
  const path = rpcPath('app.status');
  // Hold the page's next call at the browser, so it is still in flight when the page reloads.
  let held: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => {
    held = resolve;
  });
  await page.route(
    `**${path}`,
    async (route) => {
      held();
      await new Promise(() => undefined);
      await route.continue();
    },
    { times: 1 },
  );
  void page.evaluate(`fetch('${path}', { method: 'POST', body: '{}' }).catch(() => null)`).catch(() => null);
  await reached;
  await app.reload();
  expect(app.pageErrors.slice(before)).toEqual([]);

  // The page aborting its own call is the app's doing, and still counted.
  await page.route(`**${path}`, (route) => route.abort('aborted'), { times: 1 });
  await page.evaluate(`fetch('${path}', { method: 'POST', body: '{}' }).catch(() => null)`);
  await expect
    .poll(() => app.pageErrors.slice(before))
    .toEqual([`request failed: ${path} (net::ERR_ABORTED)`]);
  app.pageErrors.length = before;
});
