import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { contentTypeOf, resolveRendererFile } from '../core/renderer-files';
import { sendText } from './http-guard';

/** The built renderer, to anyone who asks: the page carries no secret (launch-session.ts). */
export async function serveStatic(
  res: ServerResponse,
  root: string,
  urlPath: string,
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
  const body = await readFile(file);
  res.writeHead(200, {
    'Content-Type': contentTypeOf(file),
    'Content-Length': body.length,
    'Cache-Control': 'no-cache',
  });
  res.end(headOnly ? undefined : body);
}
