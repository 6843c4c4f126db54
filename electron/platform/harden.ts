import { isAppUrl, isSafeExternalUrl } from './trusted-url';

/**
 * Navigation, new windows, webviews and permissions: all denied in one place. The Electron objects
 * come in as parameters (minimal shapes) so tests drive these rules with plain fakes.
 */
type PreventableEvent = { preventDefault(): void };

export type HardenableContents = {
  on(event: 'will-navigate' | 'will-redirect', listener: (e: PreventableEvent, url: string) => void): void;
  on(event: 'will-attach-webview', listener: (e: PreventableEvent) => void): void;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
};

export type PermissionSession = {
  setPermissionRequestHandler(
    handler: (wc: unknown, permission: string, callback: (granted: boolean) => void) => void,
  ): void;
  setPermissionCheckHandler(handler: (wc: unknown, permission: string) => boolean): void;
};

/** Opens only validated http(s) links in the system browser; everything else is dropped. */
function openExternalSafely(url: string, openExternal: (url: string) => Promise<void>): boolean {
  if (!isSafeExternalUrl(url)) return false;
  void openExternal(url).catch(() => undefined);
  return true;
}

export function hardenContents(
  contents: HardenableContents,
  openExternal: (url: string) => Promise<void>,
): void {
  const stayInApp = (e: PreventableEvent, url: string) => {
    if (!isAppUrl(url)) e.preventDefault();
  };
  contents.on('will-navigate', stayInApp);
  contents.on('will-redirect', stayInApp);
  contents.on('will-attach-webview', (e) => e.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    openExternalSafely(url, openExternal);
    return { action: 'deny' };
  });
}

/**
 * The app needs no camera, microphone, geolocation, notifications or clipboard reading. The one
 * permission granted is writing to the clipboard (Ctrl+C of codes in the grid): it reveals nothing.
 */
const GRANTED = new Set(['clipboard-sanitized-write']);
const isPermissionGranted = (permission: string) => GRANTED.has(permission);

export function denyAllPermissions(session: PermissionSession): void {
  session.setPermissionRequestHandler((_wc, permission, callback) =>
    callback(isPermissionGranted(permission)),
  );
  session.setPermissionCheckHandler((_wc, permission) => isPermissionGranted(permission));
}
