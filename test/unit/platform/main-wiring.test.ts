import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { invokeChannel, methodNames } from '../../../shared/contract';

/*
 * electron/main.ts loaded under plain Node with `electron` replaced by recording fakes: proves the
 * composition root wires every item of the security checklist, the real core and every IPC method.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'mcm-main-'));
const rec = vi.hoisted(() => ({
  privileged: [] as unknown[],
  sandboxEnabled: false,
  singleInstance: false,
  appListeners: new Map<string, (...args: unknown[]) => void>(),
  ipcChannels: [] as string[],
  ipcHandlers: new Map<string, (event: unknown, input: unknown) => Promise<unknown>>(),
  windows: [] as { options: Record<string, unknown>; loaded: string | null }[],
  protocolSchemes: [] as string[],
  permissionRequest: null as null | ((wc: unknown, p: string, cb: (g: boolean) => void) => void),
  ready: null as null | (() => void),
}));

vi.mock('electron', () => {
  class BrowserWindow {
    static all: BrowserWindow[] = [];
    static getAllWindows = () => BrowserWindow.all;
    webContents = { send: () => undefined, isDestroyed: () => false };
    record: { options: Record<string, unknown>; loaded: string | null };
    constructor(options: Record<string, unknown>) {
      this.record = { options, loaded: null };
      rec.windows.push(this.record);
      BrowserWindow.all.push(this);
    }
    once() {}
    show() {}
    isMinimized = () => false;
    restore() {}
    focus() {}
    async loadURL(url: string) {
      this.record.loaded = url;
    }
  }
  let readyResolve: () => void = () => undefined;
  const ready = new Promise<void>((r) => {
    readyResolve = r;
  });
  rec.ready = () => readyResolve();
  return {
    app: {
      enableSandbox: () => {
        rec.sandboxEnabled = true;
      },
      requestSingleInstanceLock: () => {
        rec.singleInstance = true;
        return true;
      },
      quit: () => undefined,
      on: (event: string, l: (...args: unknown[]) => void) => void rec.appListeners.set(event, l),
      whenReady: () => ready,
      getVersion: () => '0.0.0-test',
      getPath: () => dataDir,
    },
    BrowserWindow,
    ipcMain: {
      handle: (channel: string, h: (event: unknown, input: unknown) => Promise<unknown>) => {
        rec.ipcChannels.push(channel);
        rec.ipcHandlers.set(channel, h);
      },
    },
    protocol: {
      registerSchemesAsPrivileged: (s: unknown[]) => rec.privileged.push(...s),
      handle: (scheme: string) => rec.protocolSchemes.push(scheme),
    },
    safeStorage: {
      isAsyncEncryptionAvailable: async () => false,
      getSelectedStorageBackend: () => 'basic_text',
      encryptStringAsync: async () => Buffer.alloc(0),
      decryptStringAsync: async () => ({ result: '', shouldReEncrypt: false }),
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (h: typeof rec.permissionRequest) => {
          rec.permissionRequest = h;
        },
        setPermissionCheckHandler: () => undefined,
      },
    },
    shell: { openExternal: async () => undefined },
  };
});

vi.mock('electron-store', () => ({
  default: class {
    private m = new Map<string, unknown>();
    get = (k: string) => this.m.get(k);
    set = (k: string, v: unknown) => void this.m.set(k, v);
    delete = (k: string) => void this.m.delete(k);
  },
}));

describe('electron/main.ts wiring', async () => {
  await import('../../../electron/main');
  rec.ready!();
  await vi.waitFor(() => expect(rec.windows[0]?.loaded).toBeTruthy(), { timeout: 10_000 });

  afterAll(() => {
    (rec.appListeners.get('will-quit') ?? (() => undefined))();
  });

  it('registers app:// as a privileged scheme before ready, serves it, and loads the app from it', () => {
    expect(rec.privileged).toEqual([expect.objectContaining({ scheme: 'app' })]);
    expect(rec.protocolSchemes).toEqual(['app']);
    expect(rec.windows[0]?.loaded).toBe('app://menu-code-mapper/index.html');
  });

  it('enables the sandbox for all renderers and holds a single-instance lock', () => {
    expect(rec.sandboxEnabled).toBe(true);
    expect(rec.singleInstance).toBe(true);
    expect(rec.appListeners.has('second-instance')).toBe(true);
  });

  it('creates the window with the secure web preferences and a preload', () => {
    const prefs = rec.windows[0]?.options.webPreferences as Record<string, unknown>;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webviewTag: false,
    });
    expect(String(prefs.preload)).toMatch(/preload\.cjs$/);
  });

  it('hardens every web contents and denies permissions', () => {
    expect(rec.appListeners.has('web-contents-created')).toBe(true);
    const cb = vi.fn();
    rec.permissionRequest?.(null, 'media', cb);
    expect(cb).toHaveBeenCalledWith(false);
  });

  it('registers exactly one IPC handler per contract method', () => {
    expect([...rec.ipcChannels].sort()).toEqual(methodNames.map(invokeChannel).sort());
  });

  it('answers a call from our own top-level page and refuses any other sender', async () => {
    const handler = rec.ipcHandlers.get(invokeChannel('app.status'))!;
    const ours = await handler(
      { senderFrame: { url: 'app://menu-code-mapper/index.html', parent: null } },
      undefined,
    );
    expect(ours).toMatchObject({
      ok: true,
      data: { mode: 'welcome', host: 'electron', secretStore: 'unavailable' },
    });
    for (const senderFrame of [
      { url: 'https://evil.example/', parent: null },
      { url: 'app://menu-code-mapper/index.html', parent: {} },
      null,
    ]) {
      expect(await handler({ senderFrame }, undefined)).toMatchObject({
        ok: false,
        error: { code: 'forbidden' },
      });
    }
  });
});
