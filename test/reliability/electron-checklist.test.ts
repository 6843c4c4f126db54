import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createLogger, setLogger } from '../../electron/core/log';
import { createEmitter } from '../../electron/platform/ipc';
import { APP_ENTRY } from '../../electron/platform/trusted-url';
import { startPreview } from '../../electron/preview/server';
import { startSimulator } from '../../electron/simulator';
import { eventChannel, events, invokeChannel, methodNames } from '../../shared/contract';
import { BRIDGE_SECRET_HEADER, Reply, rpcPath } from '../../shared/contract/bridge';
import { CONTENT_SECURITY_POLICY } from '../../shared/csp';

/**
 * Electron's security checklist, rolled up: every item is proven here by running the code that
 * keeps it. electron/main.ts and electron/preload.ts are loaded under Node with `electron` replaced
 * by recording fakes (the binary cannot be downloaded here), and what they did with Electron's
 * objects is then driven: the window's webPreferences, the app:// handler, the listeners on every
 * web contents, the permission handlers, the IPC handlers (with the real core behind them), the
 * safeStorage vault, the preload's exposed API. Each test marks its item proven when it passes;
 * the roll-up at the end fails if any item was not, so a skipped or deleted test fails this file.
 * Run the file whole (a `-t` filter leaves items unproven). docs/RELIABILITY.md shows the table.
 */

const CHECKLIST = {
  sandbox: 'every renderer sandboxed (app.enableSandbox() before ready)',
  isolation:
    'contextIsolation on, no Node integration (page, workers, subframes), no webview tag, webSecurity on',
  'app-protocol': 'the app is served from app:// with a path-traversal guard, never file: or http(s):',
  csp: 'a CSP without inline or remote scripts, as a header and in index.html',
  navigation: 'navigation and redirects away from the app denied, webviews denied, on every web contents',
  'new-windows': 'window.open denied; only plain http(s) links go to the system browser',
  permissions: 'permission requests and checks denied (only clipboard writing granted)',
  'ipc-sender': 'IPC answered only for our own page in the top-level frame',
  'ipc-contract': 'one IPC handler per contract method, nothing else; every payload validated',
  events: 'events validated against the contract before they leave main',
  preload: 'the preload exposes named contract methods only, never ipcRenderer or the event object',
  'single-instance': 'a single instance: a second one quits and focuses the first',
  vault: 'secrets through safeStorage: only ciphertext stored; fails closed without an OS secret store',
  fuses: 'fuses: runAsNode, NODE_OPTIONS, inspect off; ASAR integrity, only from ASAR, cookie encryption on',
  preview: 'the browser preview: same CSP and security headers; its bridge refuses foreign callers',
} as const;
type Item = keyof typeof CHECKLIST;

const proven = new Set<Item>();
/** A test that proves one checklist item: the item counts only if the test ran and passed. */
function item(id: Item, title: string, body: () => Promise<void> | void) {
  test(`${CHECKLIST[id]}: ${title}`, async () => {
    await body();
    proven.add(id);
  });
}

setLogger(createLogger({ stderr: false }));

type Listener = (...args: never[]) => unknown;
type Handler = (event: { senderFrame: unknown }, input: unknown) => Promise<Reply>;

/** What one load of main.ts did with Electron's objects. */
type Boot = {
  dataDir: string;
  log: string[];
  privileged: { scheme: string; privileges: Record<string, unknown> }[];
  appListeners: Map<string, Listener>;
  quit: number;
  ipc: Map<string, Handler>;
  ipcRegistrations: string[];
  protocols: Map<string, (request: Request) => Promise<Response>>;
  windows: {
    options: { webPreferences?: Record<string, unknown> } & Record<string, unknown>;
    loaded: string[];
    sent: [string, unknown][];
    focused: number;
    restored: number;
  }[];
  permissionRequest: ((wc: unknown, permission: string, cb: (granted: boolean) => void) => void) | null;
  permissionCheck: ((wc: unknown, permission: string) => boolean) | null;
  stores: Map<string, unknown>[];
};

const rec = vi.hoisted(() => ({
  current: null as unknown as Boot,
  lockGranted: true,
  osSecretStore: true,
  isPackaged: false,
  ready: (() => undefined) as () => void,
  readyPromise: Promise.resolve(),
  encrypted: [] as string[],
  opened: [] as string[],
  exposed: [] as [string, unknown][],
  ipcRenderer: {
    invoked: [] as [string, unknown][],
    listeners: new Map<string, (event: unknown, payload: unknown) => void>(),
  },
}));

vi.mock('electron', () => {
  // A stand-in OS cipher: reversible, and none of the plain text survives in any encoding.
  const cipher = (b: Buffer) => Buffer.from(b.map((x) => x ^ 0xa5));
  class BrowserWindow {
    static all: BrowserWindow[] = [];
    static getAllWindows = () => BrowserWindow.all;
    record: Boot['windows'][number];
    webContents: { send(channel: string, payload: unknown): void; isDestroyed(): boolean };
    constructor(options: Boot['windows'][number]['options']) {
      const record: Boot['windows'][number] = { options, loaded: [], sent: [], focused: 0, restored: 0 };
      this.record = record;
      this.webContents = { send: (c, p) => void record.sent.push([c, p]), isDestroyed: () => false };
      rec.current.windows.push(record);
      BrowserWindow.all.push(this);
    }
    once() {}
    show() {}
    isMinimized = () => true;
    restore() {
      this.record.restored++;
    }
    focus() {
      this.record.focused++;
    }
    async loadURL(url: string) {
      this.record.loaded.push(url);
    }
  }
  return {
    app: {
      enableSandbox: () => void rec.current.log.push('enableSandbox'),
      requestSingleInstanceLock: () => {
        rec.current.log.push('requestSingleInstanceLock');
        return rec.lockGranted;
      },
      quit: () => {
        rec.current.quit++;
      },
      on: (event: string, l: Listener) => void rec.current.appListeners.set(event, l),
      whenReady: () => rec.readyPromise,
      getVersion: () => '0.0.0-checklist',
      get isPackaged() {
        return rec.isPackaged;
      },
      getPath: () => rec.current.dataDir,
    },
    BrowserWindow,
    ipcMain: {
      handle: (channel: string, h: Handler) => {
        rec.current.ipcRegistrations.push(channel);
        rec.current.ipc.set(channel, h);
      },
    },
    protocol: {
      registerSchemesAsPrivileged: (schemes: Boot['privileged']) => {
        rec.current.log.push('registerSchemesAsPrivileged');
        rec.current.privileged.push(...schemes);
      },
      handle: (scheme: string, h: (request: Request) => Promise<Response>) =>
        void rec.current.protocols.set(scheme, h),
    },
    safeStorage: {
      // Linux without a secret service still "encrypts", with a hard-coded key (basic_text).
      isAsyncEncryptionAvailable: async () => true,
      getSelectedStorageBackend: () => (rec.osSecretStore ? 'gnome_libsecret' : 'basic_text'),
      encryptStringAsync: async (plain: string) => {
        rec.encrypted.push(plain);
        return cipher(Buffer.from(plain, 'utf8'));
      },
      decryptStringAsync: async (ct: Buffer) => ({
        result: cipher(ct).toString('utf8'),
        shouldReEncrypt: false,
      }),
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (h: Boot['permissionRequest']) => {
          rec.current.permissionRequest = h;
        },
        setPermissionCheckHandler: (h: Boot['permissionCheck']) => {
          rec.current.permissionCheck = h;
        },
      },
    },
    // Called long after boot, when rec.current may be another load of main.ts: one list for all.
    shell: { openExternal: async (url: string) => void rec.opened.push(url) },
    contextBridge: { exposeInMainWorld: (key: string, api: unknown) => void rec.exposed.push([key, api]) },
    ipcRenderer: {
      invoke: async (channel: string, input: unknown) => {
        rec.ipcRenderer.invoked.push([channel, input]);
        return { ok: true };
      },
      on: (channel: string, l: (event: unknown, payload: unknown) => void) =>
        void rec.ipcRenderer.listeners.set(channel, l),
      removeListener: (channel: string) => void rec.ipcRenderer.listeners.delete(channel),
      send: () => undefined,
      sendSync: () => undefined,
    },
  };
});

vi.mock('electron-store', () => ({
  default: class {
    private m = new Map<string, unknown>();
    constructor() {
      rec.current.stores.push(this.m);
    }
    get = (k: string) => this.m.get(k);
    set = (k: string, v: unknown) => void this.m.set(k, v);
    delete = (k: string) => void this.m.delete(k);
  },
}));

/** Loads a fresh electron/main.ts, lets the app become ready and waits until it has settled. */
async function boot(opts: {
  lockGranted: boolean;
  osSecretStore: boolean;
  isPackaged?: boolean;
}): Promise<Boot> {
  const b: Boot = {
    dataDir: await mkdtemp(join(tmpdir(), 'mcm-checklist-')),
    log: [],
    privileged: [],
    appListeners: new Map(),
    quit: 0,
    ipc: new Map(),
    ipcRegistrations: [],
    protocols: new Map(),
    windows: [],
    permissionRequest: null,
    permissionCheck: null,
    stores: [],
  };
  rec.current = b;
  rec.lockGranted = opts.lockGranted;
  rec.osSecretStore = opts.osSecretStore;
  rec.isPackaged = opts.isPackaged ?? false;
  rec.readyPromise = new Promise<void>((r) => {
    rec.ready = r;
  });
  vi.resetModules();
  await import('../../electron/main');
  b.log.push('ready');
  rec.ready();
  if (opts.lockGranted)
    await vi.waitFor(() => expect(b.windows[0]?.loaded.length).toBeGreaterThan(0), { timeout: 20_000 });
  else await new Promise((r) => setImmediate(r));
  return b;
}

const OURS = { url: APP_ENTRY, parent: null };
async function call(b: Boot, method: string, input: unknown, frame: unknown = OURS): Promise<Reply> {
  const h = b.ipc.get(invokeChannel(method as (typeof methodNames)[number]));
  if (!h) throw new Error(`main registered no handler for ${method}`);
  return h({ senderFrame: frame }, input);
}
function data<T>(reply: Reply): T {
  if (!reply.ok) throw new Error(`${reply.error.code}: ${reply.error.message}`);
  return reply.data as T;
}

type PreventableListener = (e: { preventDefault(): void }, url?: string) => void;
/** A web contents as main's 'web-contents-created' listener sees it, then driven. */
function createdContents(b: Boot) {
  const listeners = new Map<string, PreventableListener>();
  let openHandler: ((d: { url: string }) => { action: string }) | null = null;
  const contents = {
    on: (event: string, l: PreventableListener) => void listeners.set(event, l),
    setWindowOpenHandler: (h: (d: { url: string }) => { action: string }) => {
      openHandler = h;
    },
  };
  (b.appListeners.get('web-contents-created') as ((event: unknown, c: unknown) => void) | undefined)?.(
    {},
    contents,
  );
  return {
    open: (url: string) => {
      if (!openHandler) throw new Error('main.ts set no window open handler');
      return openHandler({ url });
    },
    prevented(event: string, url?: string): boolean {
      let prevented = false;
      listeners.get(event)?.(
        {
          preventDefault: () => {
            prevented = true;
          },
        },
        url,
      );
      return prevented;
    },
  };
}

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );

const SECRETS = { accessToken: 'AK-checklist-7Qz41', password: 'pw-checklist-"{9x}\\' };

let main: Boot;
let refused: Boot;
let noSecretStore: Boot;
let sim: Awaited<ReturnType<typeof startSimulator>>;

beforeAll(async () => {
  sim = await startSimulator({
    rateLimit: false,
    branches: 1,
    itemsPerBranch: 5,
    historyDays: 1,
    username: 'checklist',
    ...SECRETS,
  });
  main = await boot({ lockGranted: true, osSecretStore: true });
  refused = await boot({ lockGranted: false, osSecretStore: true });
  noSecretStore = await boot({ lockGranted: true, osSecretStore: false });
}, 120_000);

afterAll(async () => {
  for (const b of [main, refused, noSecretStore]) {
    if (!b) continue;
    (b.appListeners.get('will-quit') as (() => void) | undefined)?.();
  }
  await sim?.close();
  await new Promise((r) => setTimeout(r, 200));
  for (const b of [main, refused, noSecretStore])
    if (b) await rm(b.dataDir, { recursive: true, force: true });
});

describe('Electron security checklist', () => {
  item('sandbox', 'main.ts enables the sandbox for all renderers before the app is ready', () => {
    expect(main.log.indexOf('enableSandbox')).toBeGreaterThanOrEqual(0);
    expect(main.log.indexOf('enableSandbox')).toBeLessThan(main.log.indexOf('ready'));
    for (const w of main.windows) expect(w.options.webPreferences?.sandbox).toBe(true);
  });

  item('isolation', 'every window main.ts creates has the checklist webPreferences', () => {
    expect(main.windows).toHaveLength(1);
    for (const w of main.windows) {
      expect(w.options.webPreferences).toMatchObject({
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        webviewTag: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        experimentalFeatures: false,
        preload: resolve('electron/preload.cjs'),
      });
    }
  });

  item(
    'app-protocol',
    'main.ts serves app:// from the renderer folder only, and loads nothing else',
    async () => {
      expect(main.log.indexOf('registerSchemesAsPrivileged')).toBeLessThan(main.log.indexOf('ready'));
      expect(main.privileged).toEqual([
        expect.objectContaining({
          scheme: 'app',
          privileges: expect.objectContaining({ standard: true, secure: true }),
        }),
      ]);
      expect(main.windows.flatMap((w) => w.loaded)).toEqual([APP_ENTRY]);
      const serve = main.protocols.get('app');
      if (!serve) throw new Error('main.ts registered no app:// handler');
      // The renderer folder is dist/renderer: two levels up is the repository's own package.json.
      expect(existsSync(resolve('dist/renderer', '../../package.json'))).toBe(true);
      expect([...main.protocols.keys()]).toEqual(['app']);
      for (const url of [
        'app://menu-code-mapper/..%2f..%2fpackage.json',
        'app://menu-code-mapper/%2e%2e/%2e%2e/package.json',
        'app://menu-code-mapper/..%5c..%5cpackage.json',
        'app://menu-code-mapper.evil.example/index.html',
        'app://other/index.html',
        'app://menu-code-mapper/missing.js',
      ]) {
        expect((await serve(new Request(url))).status, url).toBe(404);
      }
    },
  );

  item(
    'csp',
    'the page main.ts loads comes with a CSP header and meta tag allowing only own scripts',
    async () => {
      if (!existsSync('dist/renderer/index.html')) {
        throw new Error('dist/renderer is missing: run `npm run build:renderer` (npm test does) first.');
      }
      const serve = main.protocols.get('app');
      const res = await serve?.(new Request(APP_ENTRY));
      expect(res?.status).toBe(200);
      expect(res?.headers.get('x-content-type-options')).toBe('nosniff');
      const header = res?.headers.get('content-security-policy') ?? '';
      const meta = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(
        (await res?.text()) ?? '',
      )?.[1];
      for (const policy of [header, meta ?? '']) {
        const d = directives(policy);
        expect(d.get('script-src'), policy).toEqual(["'self'"]);
        expect(d.get('default-src'), policy).toEqual(["'self'"]);
        expect(d.get('object-src'), policy).toEqual(["'none'"]);
        expect(policy).not.toMatch(/unsafe-eval|https?:/);
      }
      expect(header).toBe(CONTENT_SECURITY_POLICY);
    },
  );

  item('navigation', "main.ts's hardening of every new web contents denies leaving the app", () => {
    const c = createdContents(main);
    expect(c.prevented('will-navigate', 'https://evil.example/')).toBe(true);
    expect(c.prevented('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(c.prevented('will-redirect', 'app://other/index.html')).toBe(true);
    expect(c.prevented('will-attach-webview')).toBe(true);
    expect(c.prevented('will-navigate', APP_ENTRY)).toBe(false);
  });

  item(
    'new-windows',
    'every window.open is denied; only a plain http(s) link reaches shell.openExternal',
    () => {
      const c = createdContents(main);
      for (const url of [
        'https://example.com/help',
        'file:///C:/evil.exe',
        'javascript:alert(1)',
        'https://user:pw@example.com/',
        'smb://server/share',
        APP_ENTRY,
      ]) {
        expect(c.open(url), url).toEqual({ action: 'deny' });
      }
      expect(rec.opened).toEqual(['https://example.com/help']);
    },
  );

  item(
    'permissions',
    "the default session's permission handlers deny everything but clipboard writing",
    () => {
      const { permissionRequest: request, permissionCheck: check } = main;
      if (!request || !check) throw new Error('main.ts set no permission handlers');
      for (const p of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'midi']) {
        const answers: boolean[] = [];
        request(null, p, (granted) => answers.push(granted));
        expect(answers, p).toEqual([false]);
        expect(check(null, p), p).toBe(false);
      }
      const write: boolean[] = [];
      request(null, 'clipboard-sanitized-write', (g) => write.push(g));
      expect(write).toEqual([true]);
    },
  );

  item(
    'ipc-sender',
    "main.ts's IPC handlers refuse every sender but our top-level page, before running",
    async () => {
      const profile = {
        name: 'Foreign',
        baseUrl: sim.baseUrl,
        username: 'checklist',
        timeoutMs: 30_000,
        readOnly: false,
        ...SECRETS,
      };
      for (const frame of [
        { url: 'https://evil.example/', parent: null },
        { url: APP_ENTRY, parent: { url: APP_ENTRY } },
        { url: 'app://menu-code-mapper.evil.example/index.html', parent: null },
        { url: 'app://other/index.html', parent: null },
        { url: 'file:///opt/app/dist/renderer/index.html', parent: null },
        { url: 'devtools://devtools/bundled/inspector.html', parent: null },
        null,
      ]) {
        expect(await call(main, 'profiles.save', profile, frame), JSON.stringify(frame)).toEqual({
          ok: false,
          error: {
            code: 'forbidden',
            message: 'This request did not come from the app window.',
            retryable: false,
          },
        });
      }
      const profiles = data<{ name: string }[]>(await call(main, 'profiles.list', undefined));
      expect(profiles.map((p) => p.name)).not.toContain('Foreign');
    },
  );

  item(
    'ipc-contract',
    'main.ts registers each contract method once, and each refuses a malformed payload',
    async () => {
      expect([...main.ipcRegistrations].sort()).toEqual(methodNames.map(invokeChannel).sort());
      for (const method of methodNames) {
        for (const payload of [42, [1], 'x'.repeat(5)]) {
          const reply = await call(main, method, payload);
          expect(Reply.safeParse(reply).success).toBe(true);
          expect(reply, `${method} ${JSON.stringify(payload)}`).toMatchObject({
            ok: false,
            error: { code: 'invalid_input' },
          });
        }
      }
    },
  );

  item(
    'vault',
    'main.ts keeps secrets through safeStorage: ciphertext only, and they come back',
    async () => {
      const profile = data<{ id: string; secrets: string }>(
        await call(main, 'profiles.save', {
          name: 'Checklist',
          baseUrl: sim.baseUrl,
          username: 'checklist',
          timeoutMs: 30_000,
          readOnly: false,
          ...SECRETS,
        }),
      );
      expect(profile.secrets).toBe('stored');
      expect(rec.encrypted).toHaveLength(1);
      const stored = JSON.stringify(main.stores.map((m) => Object.fromEntries(m)));
      expect(stored).toMatch(/"v":1,"ct":"/);
      for (const s of Object.values(SECRETS)) {
        for (const form of [s, JSON.stringify(s).slice(1, -1), Buffer.from(s).toString('base64')])
          expect(stored).not.toContain(form);
      }
      // The secrets come back through safeStorage's decryption: the connection signs in with them.
      const status = data<{ mode: string; connectivity: { online: boolean } }>(
        await call(main, 'connection.connect', { profileId: profile.id }),
      );
      expect(status).toMatchObject({ mode: 'connected', connectivity: { online: true } });

      // Without an OS secret store (Linux's basic_text backend), nothing is written: session only.
      expect(
        data<{ secretStore: string }>(await call(noSecretStore, 'app.status', undefined)).secretStore,
      ).toBe('unavailable');
      const session = data<{ secrets: string }>(
        await call(noSecretStore, 'profiles.save', {
          name: 'No store',
          baseUrl: sim.baseUrl,
          username: 'checklist',
          timeoutMs: 30_000,
          readOnly: false,
          ...SECRETS,
        }),
      );
      expect(session.secrets).toBe('session');
      expect(noSecretStore.stores.every((m) => m.size === 0)).toBe(true);
    },
  );

  item(
    'events',
    "main.ts's emitter sends the core's events to the window, and drops any outside the contract",
    async () => {
      // The vault test connected main's core: its connectivity event reached the window.
      await vi.waitFor(() =>
        expect(main.windows[0]?.sent.some(([c]) => c === eventChannel('connectivity'))).toBe(true),
      );
      for (const [channel, payload] of main.windows[0]?.sent ?? []) {
        const name = Object.keys(events).find((e) => eventChannel(e as keyof typeof events) === channel);
        expect(name, channel).toBeDefined();
        expect(events[name as keyof typeof events].safeParse(payload).success, channel).toBe(true);
      }
      // main.ts builds its emitter with createEmitter; a payload outside the contract never leaves.
      const sent: [string, unknown][] = [];
      const emit = createEmitter(() => [
        { send: (c, p) => void sent.push([c, p]), isDestroyed: () => false },
        { send: () => sent.push(['destroyed', null]), isDestroyed: () => true },
      ]);
      emit('store.updated', { scope: 'draft', branch: 'B01' });
      emit('store.updated', { scope: 'secrets' } as never);
      expect(sent).toEqual([[eventChannel('store.updated'), { scope: 'draft', branch: 'B01' }]]);
    },
  );

  item(
    'preload',
    'preload.ts exposes one frozen api of contract methods and `on`, passing payloads only',
    async () => {
      rec.exposed.length = 0;
      vi.resetModules();
      await import('../../electron/preload');
      expect(rec.exposed.map(([key]) => key)).toEqual(['api']);
      const api = rec.exposed[0]?.[1] as Record<string, unknown>;
      expect(Object.isFrozen(api)).toBe(true);
      expect(Object.keys(api).sort()).toEqual([...methodNames, 'on'].sort());
      for (const value of Object.values(api)) expect(typeof value).toBe('function');

      await (api['profiles.list'] as (input: unknown) => Promise<unknown>)(undefined);
      expect(rec.ipcRenderer.invoked).toEqual([[invokeChannel('profiles.list'), undefined]]);

      const on = api.on as (event: string, l: (...args: unknown[]) => void) => () => void;
      const got: unknown[][] = [];
      const off = on('store.updated', (...args) => got.push(args));
      rec.ipcRenderer.listeners.get(eventChannel('store.updated'))?.(
        { sender: 'ipc event' },
        { scope: 'draft' },
      );
      expect(got).toEqual([[{ scope: 'draft' }]]);
      off();
      expect(rec.ipcRenderer.listeners.has(eventChannel('store.updated'))).toBe(false);
      on('not.an.event', () => undefined);
      expect([...rec.ipcRenderer.listeners.keys()]).toEqual([]);
    },
  );

  item(
    'single-instance',
    'a second instance quits at once; the first restores and focuses its window',
    () => {
      expect(refused.log).toContain('requestSingleInstanceLock');
      expect(refused.quit).toBe(1);
      expect(refused.windows).toEqual([]);
      expect(refused.ipc.size).toBe(0);
      (main.appListeners.get('second-instance') as () => void)();
      expect(main.windows[0]).toMatchObject({ restored: 1, focused: 1 });
    },
  );

  item(
    'fuses',
    'electron-builder reads the fuses and ASAR from its config as the checklist wants',
    async () => {
      // electron-builder's own loader (the one `npm run dist` uses), not a reading of the text.
      const { getConfig } = await import('app-builder-lib/out/util/config/config.js');
      const config = await getConfig(process.cwd(), 'electron-builder.yml', null);
      expect(config.asar).toBe(true);
      expect(config.electronFuses).toMatchObject({
        runAsNode: false,
        enableNodeOptionsEnvironmentVariable: false,
        enableNodeCliInspectArguments: false,
        enableEmbeddedAsarIntegrityValidation: true,
        onlyLoadAppFromAsar: true,
        enableCookieEncryption: true,
        grantFileProtocolExtraPrivileges: false,
      });
    },
  );

  item(
    'preview',
    'the preview sends the CSP and security headers on every answer and refuses foreign callers',
    async () => {
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
        const post = (headers: Record<string, string>) =>
          fetch(new URL(rpcPath('app.status'), preview.url), {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body: '{}',
          });
        const refusedCallers: Record<string, string>[] = [
          {},
          { [BRIDGE_SECRET_HEADER]: 'f'.repeat(64) },
          { [BRIDGE_SECRET_HEADER]: preview.secret, origin: 'http://evil.example' },
        ];
        for (const headers of refusedCallers) {
          const res = await post(headers);
          expect(res.status).toBe(403);
          expect(await res.json()).toMatchObject({ ok: false, error: { code: 'forbidden' } });
        }
        expect((await post({ [BRIDGE_SECRET_HEADER]: preview.secret })).status).toBe(200);
      } finally {
        await preview.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );

  afterAll(() => {
    const missing = (Object.keys(CHECKLIST) as Item[]).filter((id) => !proven.has(id));
    expect(missing, `checklist items not proven (a test failed, was skipped or was deleted)`).toEqual([]);
  });
});

// Last: it boots main.ts again, and the mocks record into the latest boot.
describe('issue 18, finding 7: the DevTools switch', () => {
  test('MCM_DEVTOOLS=1 opens DevTools in a development run, and does nothing in a packaged app', async () => {
    const before = process.env.MCM_DEVTOOLS;
    process.env.MCM_DEVTOOLS = '1';
    const booted: Boot[] = [];
    try {
      for (const isPackaged of [false, true]) {
        const b = await boot({ lockGranted: true, osSecretStore: true, isPackaged });
        booted.push(b);
        expect(b.windows[0]?.options.webPreferences?.devTools, `isPackaged ${isPackaged}`).toBe(!isPackaged);
      }
    } finally {
      if (before === undefined) delete process.env.MCM_DEVTOOLS;
      else process.env.MCM_DEVTOOLS = before;
      for (const b of booted) {
        (b.appListeners.get('will-quit') as (() => void) | undefined)?.();
      }
    }
  }, 60_000);
});
