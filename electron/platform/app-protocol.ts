import { readFile } from 'node:fs/promises';
import type { Protocol } from 'electron';
import { CONTENT_SECURITY_POLICY } from '../../shared/csp';
import { contentTypeOf } from '../core/renderer-files';
import { resolveAppPath } from './app-path';
import { APP_HOST, APP_SCHEME } from './trusted-url';

/** Must run before app 'ready': app:// behaves like https (secure context, fetch) but is ours. */
export const appSchemePrivileges = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: false, stream: false },
};

/**
 * Serves the renderer from app://menu-code-mapper/ (not file://) with the CSP header, from inside
 * the packaged folder only (path-traversal guard in resolveAppPath).
 */
export function registerAppProtocol(protocol: Protocol, rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    const file = url.host === APP_HOST ? resolveAppPath(rendererDir, request.url) : null;
    if (!file) return new Response('Not found', { status: 404 });
    try {
      const body = await readFile(file);
      return new Response(body, {
        headers: {
          'content-type': contentTypeOf(file),
          'content-security-policy': CONTENT_SECURITY_POLICY,
          'x-content-type-options': 'nosniff',
        },
      });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  });
}
