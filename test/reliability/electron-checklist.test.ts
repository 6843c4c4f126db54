import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Handlers } from '../../electron/core/app/handler-types';
import { createLogger, setLogger } from '../../electron/core/log';
import { registerAppProtocol } from '../../electron/platform/app-protocol';
import { createEmitter, type IpcMainLike, registerIpcHandlers } from '../../electron/platform/ipc';
import { APP_ENTRY } from '../../electron/platform/trusted-url';
import { startPreview } from '../../electron/preview/server';
import { invokeChannel, methodNames } from '../../shared/contract';
import type { Reply } from '../../shared/contract/bridge';
import { CONTENT_SECURITY_POLICY } from '../../shared/csp';

/**
 * Electron's security checklist, rolled up: one test per item that can be observed without the
 * Electron binary (which cannot be downloaded here). Items already tested elsewhere are listed with
 * the test that proves them, and this file checks that test still exists, so the list cannot go
 * stale silently. What only a running Electron could show is checked in the wiring of main.ts and
 * preload.ts (the composition root must use the tested pieces). docs/RELIABILITY.md shows the table.
 */

setLogger(createLogger({ stderr: false }));

const read = (file: string) => readFileSync(file, 'utf8');
const MAIN = read('electron/main.ts');

/** Items proven by tests elsewhere: [item, file, a title the file must contain]. */
const COVERED_ELSEWHERE: [string, string, string][] = [
  [
    'contextIsolation, sandbox, no nodeIntegration, no webview (webPreferences)',
    'test/unit/platform/hardening.test.ts',
    'uses isolated, sandboxed renderers without Node',
  ],
  [
    'navigation and redirects away from the app denied; webviews denied',
    'test/unit/platform/hardening.test.ts',
    'denies navigation and redirects away from the app, and every webview',
  ],
  [
    'window.open denied; only safe links go to the system browser',
    'test/unit/platform/hardening.test.ts',
    'denies every new window, opening only safe links in the system browser',
  ],
  [
    'permission requests and checks denied',
    'test/unit/platform/hardening.test.ts',
    'denies every permission request and check',
  ],
  [
    'CSP without inline or remote scripts, in index.html too',
    'test/unit/platform/hardening.test.ts',
    'has a CSP without inline or remote scripts, in the header and in index.html',
  ],
  [
    'fuses: runAsNode, NODE_OPTIONS, inspect off; ASAR integrity and only-from-ASAR on',
    'test/unit/platform/hardening.test.ts',
    '%s is %s',
  ],
  ['app packaged as ASAR', 'test/unit/platform/hardening.test.ts', 'packages into an ASAR archive'],
  [
    'shell.openExternal only for validated http(s) links',
    'test/unit/platform/trusted-url.test.ts',
    'opens externally only plain http(s) links without credentials',
  ],
  [
    'IPC sender check (pure rule): own page, top-level frame',
    'test/unit/platform/trusted-url.test.ts',
    'trusts IPC only from our page in the top-level frame',
  ],
  ['app:// path-traversal guard', 'test/unit/platform/app-path.test.ts', 'refuses %s'],
  [
    'preload exposes named contract methods only, never ipcRenderer or the event object',
    'test/unit/platform/preload-api.test.ts',
    'passes only the payload to listeners and unsubscribes',
  ],
  [
    'every IPC payload validated; random payloads refused cleanly',
    'test/reliability/fuzz-ipc.test.ts',
    'answers its contract or refuses clearly',
  ],
  [
    'the vault stores only ciphertext; fails closed without an OS secret store',
    'test/unit/platform/vault.test.ts',
    'fails closed without an OS secret store: session only, nothing written',
  ],
  [
    'preview: CSP and security headers on every answer, bridge refuses foreign origins',
    'test/e2e/preview-smoke.test.ts',
    'the bridge rejects a call without the secret, a wrong secret, or a foreign origin',
  ],
];

describe('Electron security checklist', () => {
  test.each(COVERED_ELSEWHERE)('%s — proven in %s', (_item, file, title) => {
    expect(read(file)).toContain(title);
  });

  test('IPC sender check through registerIpcHandlers: a foreign page, a subframe or no frame is refused', async () => {
    const channels = new Map<string, Parameters<IpcMainLike['handle']>[1]>();
    const ipcMain: IpcMainLike = { handle: (channel, listener) => void channels.set(channel, listener) };
    const called: string[] = [];
    const handlers = Object.fromEntries(
      methodNames.map((m) => [
        m,
        async () => {
          called.push(m);
          return [];
        },
      ]),
    ) as unknown as Handlers; // a stub table: only whether a handler runs matters here
    registerIpcHandlers(ipcMain, handlers);
    expect([...channels.keys()].sort()).toEqual(methodNames.map(invokeChannel).sort());

    const invoke = (frame: { url: string; parent: unknown } | null) =>
      channels.get(invokeChannel('profiles.list'))?.({ senderFrame: frame }, undefined) as Promise<Reply>;
    const foreign = [
      { url: 'https://evil.example/', parent: null },
      { url: APP_ENTRY, parent: { url: APP_ENTRY } },
      { url: 'app://menu-code-mapper.evil.example/index.html', parent: null },
      { url: 'app://other/index.html', parent: null },
      { url: 'file:///opt/app/dist/renderer/index.html', parent: null },
      { url: 'devtools://devtools/bundled/inspector.html', parent: null },
      null,
    ];
    for (const frame of foreign) {
      expect(await invoke(frame), JSON.stringify(frame)).toEqual({
        ok: false,
        error: {
          code: 'forbidden',
          message: 'This request did not come from the app window.',
          retryable: false,
        },
      });
    }
    expect(called).toEqual([]);
    expect(await invoke({ url: APP_ENTRY, parent: null })).toEqual({ ok: true, data: [] });
    expect(called).toEqual(['profiles.list']);
  });

  test('events are validated against the contract before they leave main', () => {
    const sent: [string, unknown][] = [];
    const emit = createEmitter(() => [
      { send: (c, p) => void sent.push([c, p]), isDestroyed: () => false },
      { send: () => sent.push(['destroyed', null]), isDestroyed: () => true },
    ]);
    emit('store.updated', { scope: 'draft', branch: 'B01' });
    // A payload outside the contract (e.g. carrying extra fields or wrong types) is dropped.
    emit('store.updated', { scope: 'secrets' } as never);
    expect(sent).toEqual([['event:store.updated', { scope: 'draft', branch: 'B01' }]]);
  });

  test('the app:// protocol serves the renderer with the CSP header and refuses traversal', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mcm-proto-'));
    try {
      await writeFile(join(dir, 'index.html'), '<!doctype html><title>x</title>');
      let handler: ((r: Request) => Promise<Response>) | undefined;
      // Electron's Protocol has many methods; registerAppProtocol uses handle() only.
      const protocol = {
        handle: (_scheme: string, h: (r: Request) => Promise<Response>) => {
          handler = h;
        },
      };
      registerAppProtocol(protocol as unknown as Parameters<typeof registerAppProtocol>[0], dir);
      const res = await handler?.(new Request(APP_ENTRY));
      expect(res?.status).toBe(200);
      expect(res?.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(res?.headers.get('x-content-type-options')).toBe('nosniff');
      for (const url of [
        'app://menu-code-mapper/..%2f..%2fetc%2fpasswd',
        'app://menu-code-mapper/%2e%2e/%2e%2e/etc/passwd',
        'app://other-host/index.html',
        'app://menu-code-mapper/missing.js',
      ]) {
        expect((await handler?.(new Request(url)))?.status, url).toBe(404);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('the browser preview sends the same CSP and security headers on every answer', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'mcm-csp-'));
    const preview = await startPreview({ dataDir, version: 'csp' });
    try {
      for (const path of ['/', '/index.html', '/nope.js', '/rpc/app.status']) {
        const res = await fetch(new URL(path, preview.url), {
          method: path.startsWith('/rpc/') ? 'POST' : 'GET',
        });
        expect(res.headers.get('content-security-policy'), path).toBe(CONTENT_SECURITY_POLICY);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('x-frame-options')).toBe('DENY');
        expect(res.headers.get('referrer-policy')).toBe('no-referrer');
        await res.arrayBuffer();
      }
      expect(preview.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    } finally {
      await preview.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  describe('main.ts and preload.ts use the tested pieces (what only a running Electron would show)', () => {
    test.each([
      ['single instance', /app\.requestSingleInstanceLock\(\)[\s\S]*app\.quit\(\)/],
      ['sandbox for every renderer', /app\.enableSandbox\(\)/],
      [
        'every web contents hardened (navigation, window.open, webview)',
        /'web-contents-created'[\s\S]*hardenContents\(/,
      ],
      ['permissions denied on the default session', /denyAllPermissions\(session\.defaultSession\)/],
      [
        'renderer from the app:// protocol, with its CSP header',
        /registerAppProtocol\(protocol, rendererDir\)[\s\S]*loadURL\(APP_ENTRY\)/,
      ],
      ['the window uses the checklist webPreferences', /webPreferences: secureWebPreferences\(preloadPath\)/],
      [
        'IPC registered through the sender-checking wrapper',
        /registerIpcHandlers\(ipcMain, core\.handlers\)/,
      ],
      [
        'secrets through safeStorage into the vault',
        /createSafeStorageVault\([\s\S]*safeStorage\.encryptStringAsync/,
      ],
    ])('%s', (_item, pattern) => {
      expect(MAIN).toMatch(pattern);
    });

    test('no remote content, no file://, no raw ipcMain.handle or openExternal outside the tested helpers', () => {
      expect(MAIN).not.toMatch(/loadURL\(\s*['"`](https?|file):/);
      expect(MAIN).not.toMatch(/ipcMain\.(handle|on)\(/);
      expect(MAIN.match(/shell\.openExternal/g) ?? []).toHaveLength(1);
      expect(MAIN).toMatch(/hardenContents\(contents, \(url\) => shell\.openExternal\(url\)\)/);
      const preload = read('electron/preload.ts');
      expect(preload).toMatch(/contextBridge\.exposeInMainWorld\('api', buildPreloadApi\(ipcRenderer\)\)/);
      expect(preload).not.toMatch(/exposeInMainWorld\(\s*['"][^'"]*['"],\s*(ipcRenderer|\{[^}]*ipcRenderer)/);
    });

    test('nothing in electron/ turns the checklist off', () => {
      const risky =
        /nodeIntegration:\s*true|contextIsolation:\s*false|sandbox:\s*false|webSecurity:\s*false|allowRunningInsecureContent:\s*true|webviewTag:\s*true/;
      for (const file of [
        'electron/main.ts',
        'electron/preload.ts',
        'electron/platform/window-options.ts',
        'electron/platform/harden.ts',
      ]) {
        expect(read(file), file).not.toMatch(risky);
      }
    });
  });
});
