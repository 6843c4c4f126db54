/**
 * The app's own origin and the rules for every URL that reaches the main process. Pure functions:
 * tested under Node without Electron.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'menu-code-mapper';
const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY = `${APP_ORIGIN}/index.html`;

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** True only for pages of our own app:// origin. */
export function isAppUrl(url: string): boolean {
  const u = parse(url);
  return u !== null && u.protocol === `${APP_SCHEME}:` && u.host === APP_HOST;
}

/**
 * Links the user may open in the system browser: http(s) only, no embedded credentials, a real host.
 * Everything else (file:, javascript:, custom schemes, smb: shares) is refused.
 */
export function isSafeExternalUrl(url: string): boolean {
  const u = parse(url);
  if (!u) return false;
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return false;
  if (u.username !== '' || u.password !== '') return false;
  return u.hostname.length > 0;
}

/** The IPC sender check: our own page, top-level frame only (no iframes, no other origins). */
export function isTrustedSender(frame: { url: string; isTopLevel: boolean } | null | undefined): boolean {
  return !!frame && frame.isTopLevel && isAppUrl(frame.url);
}
