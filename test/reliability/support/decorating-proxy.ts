import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A pass-through HTTP proxy in front of the simulator for the two scenarios the simulator cannot
 * shape itself: answers carrying fields nobody documented, and a service whose item list and update
 * disagree. Every request reaches the real simulator unchanged; only the answer's JSON goes through
 * `rewrite` (status, Content-Type and Retry-After are kept; an answer `rewrite` hands back as it
 * got it is passed on as sent). Not a mock: the simulator still decides every outcome.
 */
/** `request` is the request's body as sent (for tests that look at what the client asked). */
export type RewriteFn = (path: string, body: unknown, request: string) => unknown;

export type RunningProxy = { baseUrl: string; server: Server; close(): Promise<void> };

export async function startProxy(target: () => string, rewrite: RewriteFn): Promise<RunningProxy> {
  const server = createServer((req, res) => {
    forward(req, target, rewrite).then(
      ({ status, headers, body }) => {
        res.writeHead(status, headers);
        res.end(body);
      },
      () => {
        res.destroy();
      },
    );
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

async function forward(
  req: IncomingMessage,
  target: () => string,
  rewrite: RewriteFn,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (typeof v === 'string' && k !== 'host' && k !== 'content-length' && k !== 'connection') headers[k] = v;
  }
  const url = new URL(req.url ?? '/', target());
  const sent = Buffer.concat(chunks);
  const res = await fetch(url, {
    method: req.method ?? 'GET',
    headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : sent,
  });
  const text = await res.text();
  const out: Record<string, string> = {
    'content-type': res.headers.get('content-type') ?? 'application/json; charset=utf-8',
  };
  const retryAfter = res.headers.get('retry-after');
  if (retryAfter !== null) out['retry-after'] = retryAfter;
  let body = text;
  try {
    const parsed: unknown = JSON.parse(text);
    const rewritten = rewrite(url.pathname, parsed, sent.toString('utf8'));
    // Left alone, the answer goes on byte for byte (its escapes as the service wrote them).
    if (rewritten !== parsed) body = JSON.stringify(rewritten);
  } catch {
    // Not JSON (an HTML page, plain text): passed on as it came.
  }
  return { status: res.status, headers: out, body };
}

/**
 * Adds vendor fields to every object of an answer, at every depth: the envelope, the token record,
 * branches, items, checks and their lines, payments, discounts, update results.
 */
export function withUnknownFields(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((v) => withUnknownFields(v, depth + 1));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = withUnknownFields(v, depth + 1);
  out.X_VendorRevision = 7;
  out.x_note = `vendor field at depth ${depth}`;
  out.Nested_Extra = { kept: true, list: [1, 'two', null] };
  return out;
}
