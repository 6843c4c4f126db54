import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
};

export type StaticServer = { url: string; close(): Promise<void> };

/**
 * Serves a few in-memory files and, optionally, a folder on 127.0.0.1: the bench's own pages (the
 * blank page, the AG Grid baseline). Never outside the folder.
 */
export async function startStaticServer(
  files: Record<string, string | Uint8Array>,
  dir?: string,
): Promise<StaticServer> {
  const server = createServer((req, res) => {
    const path =
      decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, '') || 'index.html';
    const send = (status: number, body: string | Uint8Array, type: string) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    };
    const type = TYPES[extname(path)] ?? 'application/octet-stream';
    const inline = files[path];
    if (inline !== undefined) return send(200, inline, type);
    const safe = normalize(path);
    if (!dir || safe.startsWith('..')) return send(404, 'not found', 'text/plain');
    readFile(join(dir, safe)).then(
      (body) => send(200, body, type),
      () => send(404, 'not found', 'text/plain'),
    );
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
