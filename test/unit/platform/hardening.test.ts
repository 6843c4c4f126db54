import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import {
  denyAllPermissions,
  type HardenableContents,
  hardenContents,
} from '../../../electron/platform/harden';
import { APP_ENTRY } from '../../../electron/platform/trusted-url';
import { secureWebPreferences } from '../../../electron/platform/window-options';
import { CONTENT_SECURITY_POLICY } from '../../../shared/csp';

type Listener = (e: { preventDefault(): void }, url?: string) => void;

function fakeContents() {
  const listeners = new Map<string, Listener>();
  let openHandler: ((d: { url: string }) => { action: 'deny' }) | null = null;
  const contents: HardenableContents = {
    on: (event: string, l: Listener) => void listeners.set(event, l),
    setWindowOpenHandler: (h) => {
      openHandler = h;
    },
  } as HardenableContents;
  const fire = (event: string, url?: string) => {
    const e = { preventDefault: vi.fn() };
    listeners.get(event)?.(e, url);
    return e.preventDefault.mock.calls.length > 0;
  };
  return { contents, fire, open: (url: string) => openHandler?.({ url }) };
}

describe('window hardening (Electron security checklist)', () => {
  it('uses isolated, sandboxed renderers without Node', () => {
    const prefs = secureWebPreferences('/app/preload.cjs', { isPackaged: true });
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
    });
  });

  it('denies navigation and redirects away from the app, and every webview', () => {
    const { contents, fire } = fakeContents();
    hardenContents(contents, async () => undefined);
    expect(fire('will-navigate', 'https://evil.example/')).toBe(true);
    expect(fire('will-redirect', 'file:///etc/passwd')).toBe(true);
    expect(fire('will-navigate', APP_ENTRY)).toBe(false);
    expect(fire('will-attach-webview')).toBe(true);
  });

  it('denies every new window, opening only safe links in the system browser', async () => {
    const { contents, open } = fakeContents();
    const openExternal = vi.fn(async () => undefined);
    hardenContents(contents, openExternal);
    expect(open('https://example.com/help')).toEqual({ action: 'deny' });
    expect(open('file:///C:/evil.exe')).toEqual({ action: 'deny' });
    expect(open('javascript:alert(1)')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledTimes(1);
    expect(openExternal).toHaveBeenCalledWith('https://example.com/help');
  });

  it('denies every permission request and check but writing to the clipboard', () => {
    let request: ((wc: unknown, p: string, cb: (g: boolean) => void) => void) | null = null;
    let check: ((wc: unknown, p: string) => boolean) | null = null;
    denyAllPermissions({
      setPermissionRequestHandler: (h) => {
        request = h;
      },
      setPermissionCheckHandler: (h) => {
        check = h;
      },
    });
    for (const p of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      const cb = vi.fn();
      request!(null, p, cb);
      expect(cb).toHaveBeenCalledWith(false);
    }
    expect(check!(null, 'media')).toBe(false);
    expect(check!(null, 'clipboard-read')).toBe(false);
    const write = vi.fn();
    request!(null, 'clipboard-sanitized-write', write);
    expect(write).toHaveBeenCalledWith(true);
    expect(check!(null, 'clipboard-sanitized-write')).toBe(true);
  });

  it('has a CSP without inline or remote scripts, in the header and in index.html', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|https?:/);
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    const html = readFileSync('renderer/index.html', 'utf8');
    expect(html).toContain('Content-Security-Policy');
    expect(html).toContain("script-src 'self'");
  });
});

describe('fuses in electron-builder.yml', () => {
  const yml = readFileSync('electron-builder.yml', 'utf8');
  const fuse = (name: string) => new RegExp(`^\\s+${name}:\\s*(true|false)\\s*$`, 'm').exec(yml)?.[1];
  it.each([
    ['runAsNode', 'false'],
    ['enableNodeOptionsEnvironmentVariable', 'false'],
    ['enableNodeCliInspectArguments', 'false'],
    ['enableEmbeddedAsarIntegrityValidation', 'true'],
    ['onlyLoadAppFromAsar', 'true'],
    ['enableCookieEncryption', 'true'],
    ['grantFileProtocolExtraPrivileges', 'false'],
  ])('%s is %s', (name, value) => {
    expect(fuse(name)).toBe(value);
  });
  it('packages into an ASAR archive', () => {
    expect(yml).toMatch(/^asar: true$/m);
  });
});
