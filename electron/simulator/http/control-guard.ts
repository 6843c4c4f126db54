import type { IncomingMessage } from 'node:http';

/** The names this server answers to: its loopback address and port, nothing else. */
function loopbackHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];
}

/**
 * Every endpoint (the service's and /__sim/): the demo inside the app runs this server too. Any web
 * page the user opens can send requests to loopback, and a DNS-rebinding page makes them
 * same-origin under its own host name, which the Host header still shows. So the Host must name
 * our loopback address and port, and a browser-sent Origin must be ours (the client sends none).
 */
export function isCallerAllowed(req: IncomingMessage, port: number): boolean {
  const hosts = loopbackHosts(port);
  const host = req.headers.host?.toLowerCase();
  if (host === undefined || !hosts.includes(host)) return false;
  const origin = req.headers.origin;
  if (origin === undefined) return req.headers['sec-fetch-site'] !== 'cross-site';
  return hosts.some((h) => origin === `http://${h}`);
}
