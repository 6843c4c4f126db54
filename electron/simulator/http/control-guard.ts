import type { IncomingMessage } from 'node:http';

/**
 * Who may use /__sim/ (faults, clock, tokens: the demo inside the app runs this server too). Any
 * web page the user opens can send requests to loopback, and a DNS-rebinding page can make them
 * look same-origin: so, as the preview does, the Host header must name our loopback address and
 * port, and a browser-sent Origin must be ours.
 */
export function isControlCallerAllowed(req: IncomingMessage, port: number): boolean {
  const hosts = [`127.0.0.1:${port}`, `localhost:${port}`];
  const host = req.headers.host?.toLowerCase();
  if (host === undefined || !hosts.includes(host)) return false;
  const origin = req.headers.origin;
  if (origin === undefined) return req.headers['sec-fetch-site'] !== 'cross-site';
  return hosts.some((h) => origin === `http://${h}`);
}
