import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { BRIDGE_SECRET_META } from '../../shared/contract/bridge';
import { contentTypeOf, resolveRendererFile } from '../core/renderer-files';
import { sendText } from './http-guard';

/** The page gets this run's bridge secret in a meta tag the renderer's transport reads. */
export function injectSecret(html: string, secret: string): string {
  const meta = `<meta name="${BRIDGE_SECRET_META}" content="${secret}" />`;
  // Before </head>, so <meta charset> stays the first thing in the document.
  return html.includes('</head>') ? html.replace('</head>', `  ${meta}\n  </head>`) : `${meta}\n${html}`;
}

export async function serveStatic(
  res: ServerResponse,
  root: string,
  urlPath: string,
  /** null: the caller holds no launch session, so the page (which carries the secret) is refused. */
  secret: string | null,
  headOnly: boolean,
): Promise<void> {
  const file = resolveRendererFile(root, urlPath);
  if (!file) return sendText(res, 404, 'Not found');
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) {
    // Browsers ask for it on their own; a 404 would show up as a console error in every e2e test.
    if (urlPath === '/favicon.ico') {
      res.writeHead(204, { 'Cache-Control': 'no-cache' });
      return void res.end();
    }
    if (urlPath === '/' || urlPath.endsWith('index.html')) {
      return sendText(
        res,
        503,
        'The renderer is not built yet. Run `npm run build:renderer` (or `npm run preview`).',
      );
    }
    return sendText(res, 404, 'Not found');
  }
  const isIndex = file === resolve(root, 'index.html');
  if (isIndex && secret === null) {
    return sendText(
      res,
      403,
      'Open the preview with the address it printed in the terminal: it carries a one-time key.',
    );
  }
  const body = isIndex
    ? Buffer.from(injectSecret(await readFile(file, 'utf8'), secret ?? ''))
    : await readFile(file);
  res.writeHead(200, {
    'Content-Type': contentTypeOf(file),
    'Content-Length': body.length,
    // index.html carries the secret of this run: never cached. Hashed assets may be.
    'Cache-Control': isIndex ? 'no-store' : 'no-cache',
  });
  res.end(headOnly ? undefined : body);
}
