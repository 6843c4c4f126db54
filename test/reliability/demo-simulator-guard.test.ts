import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startPreview } from '../../electron/preview/server';
import { DEFAULT_CREDENTIALS, type RunningSimulator, startSimulator } from '../../electron/simulator';
import { parseCliArgs } from '../../electron/simulator/cli-args';
import { DEMO_SIMULATOR_OPTIONS } from '../../electron/simulator/demo';

/**
 * Issue 18, finding 8, then issue 34, item 8: the demo simulator runs inside the app, on 127.0.0.1.
 * Its control endpoints (/__sim/: faults, clock, token expiry) answered any caller; then only they
 * checked the Host, while the service's endpoints took any Host and the published sign-in, so a
 * DNS-rebinding page (its own host name, resolving to 127.0.0.1) signed in and changed a demo code.
 * Now every endpoint answers only to its loopback address and port, and the demo signs in with
 * credentials drawn anew at each start. Also: a client trickling a byte at a time is cut off.
 */

let sim: RunningSimulator;
let port = 0;
let token = '';

beforeAll(async () => {
  sim = await startSimulator({
    ...DEMO_SIMULATOR_OPTIONS,
    branches: 1,
    itemsPerBranch: 3,
    historyDays: 1,
    latencyMs: 0,
    rateLimit: false,
    // Short, injected: the test waits for the server to hang up, never for a clock.
    requestTimeouts: { headersMs: 300, requestMs: 600, checkEveryMs: 50 },
  });
  port = Number(new URL(sim.baseUrl).port);
  const answer = await raw(
    'POST',
    '/GetToken',
    `Host: 127.0.0.1:${port}\r\n${accessHeaders(sim)}`,
    signIn(sim),
  );
  token = /"Token"\s*:\s*"([^"]+)"/.exec(answer)?.[1] ?? '';
  expect(token).not.toBe('');
});

afterAll(() => sim?.close());

const signIn = (s: { credentials: { username: string; password: string } }) =>
  JSON.stringify({ Username: s.credentials.username, Password: s.credentials.password });
const accessHeaders = (s: { credentials: { accessToken: string } }) =>
  `AccessToken: ${s.credentials.accessToken}\r\nContent-Type: application/json\r\n`;

/** One raw request, so the Host and Origin headers are exactly what a hostile page would send. */
function raw(method: string, path: string, headers: string, body = '', to = port): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(to, '127.0.0.1', () => {
      socket.write(
        `${method} ${path} HTTP/1.1\r\n${headers}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    });
    let answer = '';
    socket.setEncoding('utf8').on('data', (d: string) => {
      answer += d;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}
const statusOf = (answer: string) => answer.split('\r\n')[0] ?? '';

/** Each endpoint with a request that works when addressed properly. */
const endpoints = (): [string, string, string, string][] => [
  ['GetToken', 'POST', accessHeaders(sim), signIn(sim)],
  ['GetBranches', 'GET', `Token: ${token}\r\n`, ''],
  [
    'GetChecks',
    'POST',
    `Token: ${token}\r\nContent-Type: application/json\r\n`,
    JSON.stringify({
      branch: sim.control.branchCodes()[0],
      start_date: '2020-01-01',
      end_date: '2020-01-01',
    }),
  ],
  ['GetItemsIntegrationCode', 'POST', `Token: ${token}\r\nContent-Type: application/json\r\n`, ''],
  ['UpdateIntegrationCode', 'POST', `Token: ${token}\r\nContent-Type: application/json\r\n`, ''],
  ['__sim/expire-tokens', 'POST', '', ''],
];
const bodyFor = (name: string, body: string) => {
  const branch = sim.control.branchCodes()[0] ?? '';
  if (name === 'GetItemsIntegrationCode') return JSON.stringify({ branch });
  if (name === 'UpdateIntegrationCode') {
    const item = sim.control.items(branch)[0];
    return JSON.stringify({ branch, data: [{ ItemId: item?.ItemId, IntegrationCode: 'REBOUND1' }] });
  }
  return body;
};

describe('every endpoint answers only to its loopback address', () => {
  const foreign: [string, (p: number) => string][] = [
    ['a foreign Host with our port (DNS rebinding)', (p) => `Host: evil.example:${p}\r\n`],
    ['a foreign Host', () => 'Host: evil.example\r\n'],
    ['our address on another port', (p) => `Host: 127.0.0.1:${p + 1}\r\n`],
    ['a foreign Origin', (p) => `Host: 127.0.0.1:${p}\r\nOrigin: http://evil.example\r\n`],
    ['a cross-site browser request', (p) => `Host: 127.0.0.1:${p}\r\nSec-Fetch-Site: cross-site\r\n`],
    ['no Host at all', () => ''],
  ];

  test.each(foreign)('refused, changing nothing: %s', async (_what, host) => {
    const branch = sim.control.branchCodes()[0] ?? '';
    const codes = JSON.stringify(sim.control.items(branch));
    const requests = sim.control.requests.length;
    const updates = sim.control.updates.length;
    for (const [name, method, headers, body] of endpoints()) {
      const answer = await raw(method, `/${name}`, `${host(port)}${headers}`, bodyFor(name, body));
      expect(statusOf(answer), name).toMatch(/ 40[03] /);
      expect(answer, name).not.toMatch(/"Token"\s*:/);
    }
    expect(JSON.stringify(sim.control.items(branch))).toBe(codes);
    expect(sim.control.requests.length).toBe(requests);
    expect(sim.control.updates.length).toBe(updates);
  });

  test('allowed: 127.0.0.1, localhost and [::1] with our port, same or no Origin', async () => {
    const hosts = [
      `Host: 127.0.0.1:${port}\r\n`,
      `Host: localhost:${port}\r\nOrigin: http://localhost:${port}\r\n`,
      `Host: [::1]:${port}\r\n`,
    ];
    for (const host of hosts) {
      // The control call expires the token: each round signs in again first.
      const signedIn = await raw('POST', '/GetToken', `${host}${accessHeaders(sim)}`, signIn(sim));
      token = /"Token"\s*:\s*"([^"]+)"/.exec(signedIn)?.[1] ?? '';
      for (const [name, method, headers, body] of endpoints()) {
        const answer = await raw(method, `/${name}`, `${host}${headers}`, bodyFor(name, body));
        expect(statusOf(answer), `${name} ${host}`).toMatch(/ 200 /);
      }
    }
  });
});

describe('the demo signs in with credentials of its own run', () => {
  test('two demo starts have different credentials, and the published ones open neither', async () => {
    const small = { branches: 1, itemsPerBranch: 3, historyDays: 1, latencyMs: 0, rateLimit: false as const };
    const dirs = [await mkdtemp(join(tmpdir(), 'mcm-demo-a-')), await mkdtemp(join(tmpdir(), 'mcm-demo-b-'))];
    // As the preview (and main.ts, with the same options) start the demo.
    const previews = await Promise.all(
      dirs.map((dataDir) => startPreview({ dataDir, demo: true, simulatorOptions: small, version: 'demo' })),
    );
    try {
      const [a, b] = previews.map((p) => p.simulator);
      if (!a || !b) throw new Error('the demo did not start');
      for (const field of ['accessToken', 'username', 'password'] as const) {
        expect(a.credentials[field], field).not.toBe(b.credentials[field]);
        expect(a.credentials[field], field).not.toBe(DEFAULT_CREDENTIALS[field]);
      }
      for (const demo of [a, b]) {
        const p = Number(new URL(demo.baseUrl).port);
        const published = { credentials: DEFAULT_CREDENTIALS };
        const answer = await raw(
          'POST',
          '/GetToken',
          `Host: 127.0.0.1:${p}\r\n${accessHeaders(published)}`,
          signIn(published),
          p,
        );
        expect(statusOf(answer)).toMatch(/ 401 /);
      }
      // The app connected with them, and wrote none of them to its logs.
      for (const [i, p] of previews.entries()) {
        const creds = p.simulator?.credentials;
        const logs = join(dirs[i] ?? '', 'logs');
        const text = (
          await Promise.all((await readdir(logs)).map((f) => readFile(join(logs, f), 'utf8')))
        ).join('\n');
        expect(text).toContain('App core ready');
        expect(text).not.toContain(creds?.accessToken);
        expect(text).not.toContain(creds?.password);
      }
    } finally {
      await Promise.all(previews.map((p) => p.close()));
      await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
    }
  });

  test('the published sign-in only when asked for, as `npm run simulator` does with its flag', async () => {
    expect(parseCliArgs(['--published-credentials'])).toMatchObject({
      options: { publishedCredentials: true },
    });
    expect(parseCliArgs([])).not.toMatchObject({ options: { publishedCredentials: true } });
    const published = await startSimulator({ publishedCredentials: true, branches: 1, itemsPerBranch: 1 });
    const fresh = await startSimulator({ branches: 1, itemsPerBranch: 1 });
    try {
      expect(published.credentials).toEqual(DEFAULT_CREDENTIALS);
      expect(fresh.credentials.accessToken).not.toBe(DEFAULT_CREDENTIALS.accessToken);
      expect(fresh.credentials.password).not.toBe(DEFAULT_CREDENTIALS.password);
    } finally {
      await Promise.all([published.close(), fresh.close()]);
    }
  });
});

describe('a client sending a byte at a time is cut off', () => {
  test.each([
    ['headers', 'GET /GetBranches HTTP/1.1\r\nHost: 127.0.0.1:0\r\nX-Slow: '],
    [
      'body',
      'POST /GetItemsIntegrationCode HTTP/1.1\r\nHost: 127.0.0.1:0\r\nContent-Length: 100000\r\n\r\n{',
    ],
  ])(
    'while sending its %s',
    async (_what, start) => {
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((r) => socket.once('connect', () => r()));
      socket.write(start.replace('127.0.0.1:0', `127.0.0.1:${port}`));
      let sent = 0;
      const closed = new Promise<void>((r) => {
        socket.once('close', () => r());
        socket.on('error', () => undefined);
      });
      let open = true;
      void closed.then(() => {
        open = false;
      });
      // One more byte each time the event loop comes round to a timer; ends when the server hangs
      // up, or after far more bytes than the timeouts would ever allow.
      while (open && sent < 2_000) {
        socket.write('a');
        sent++;
        await new Promise((r) => setTimeout(r, 5));
      }
      socket.destroy();
      expect(open).toBe(false);
      expect(sent).toBeLessThan(2_000);
    },
    60_000,
  );
});
