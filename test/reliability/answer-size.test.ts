import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isAppError } from '../../electron/core/errors';
import { createLimiter } from '../../electron/core/throttle/limiter';
import { createUpstreamClient } from '../../electron/core/upstream';
import { runCli } from '../integration/cli/run-cli';

/**
 * Issue 18, finding 3: no limit on an upstream answer's size. A 400 MB GetBranches answer was read
 * whole (the CLI peaked at 1.5 GB); in the app this is Electron's main process. A hostile service
 * on 127.0.0.1 signs in normally, then streams an endless GetBranches answer; the server counts
 * the bytes it managed to hand to the socket. The client must stop reading early: bytes bounded by
 * the limit plus the sockets' buffers, not by what the server is willing to send.
 */

const MIB = 1024 * 1024;
/** What the hostile server would send if nobody stopped it. */
const ENDLESS = 256 * MIB;
/** Kernel socket buffers on both sides, generously: bytes written but never read by the client. */
const SOCKET_SLACK = 16 * MIB;

let server: Server;
let baseUrl = '';
/** The bytes the server handed to the socket in its last answer, once the client hung up or got it all. */
let lastStream: Promise<number> = Promise.resolve(Number.NaN);
let announce = false;

async function stream(res: ServerResponse): Promise<number> {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let sent = 0;
  res.write('[{"Code":"B01","Name":"');
  while (sent < ENDLESS && !res.destroyed) {
    const more = res.write(chunk);
    sent += chunk.length;
    if (!more) {
      const open = await new Promise<boolean>((ok) => {
        res.once('drain', () => ok(true));
        res.once('close', () => ok(false));
      });
      if (!open) break;
    }
  }
  res.end('"}]');
  return sent;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    if (req.url === '/GetToken') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          ResultCode: 200,
          ResultMessage: 'OK',
          Data: [{ Token: 'tok-answer-size', ExpireDate: '2099-01-01T00:00:00' }],
        }),
      );
      return;
    }
    res.writeHead(200, {
      'content-type': 'application/json',
      ...(announce ? { 'content-length': String(ENDLESS + 26) } : {}),
    });
    lastStream = stream(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('an upstream answer is bounded while it streams', () => {
  test.each([
    ['streamed without a length', false],
    ['announced with a Content-Length', true],
  ])('GetBranches %s: refused with a clear message, reading stops early', async (_what, withLength) => {
    announce = withLength;
    const client = createUpstreamClient({
      baseUrl,
      username: 'u',
      credentials: async () => ({ accessToken: 'ak-answer-size', password: 'pw-answer-size' }),
      timeoutMs: 120_000,
      limiter: createLimiter({ perSecond: 1000, perMinute: 100_000 }),
      answerLimits: { branches: 2 * MIB },
    });
    try {
      const error = await client.getBranches().then(
        () => null,
        (e: unknown) => e,
      );
      expect(isAppError(error) && error.code).toBe('bad_answer');
      expect(String((error as Error).message)).toMatch(/larger than 2 MB/);
      expect(await lastStream).toBeLessThan(2 * MIB + SOCKET_SLACK);
    } finally {
      await client.close();
    }
  });

  test('the CLI refuses it too (by the branch list limit), and checks MENUMAP_MAX_ANSWER_MB', async () => {
    announce = false;
    const run = await runCli(['branches'], {
      POS_BASE_URL: baseUrl,
      POS_ACCESS_TOKEN: 'ak',
      POS_USERNAME: 'u',
      POS_PASSWORD: 'pw-cli',
      MENUMAP_DATA_DIR: `${process.env.TMPDIR ?? '/tmp'}/mcm-answer-size-${process.pid}`,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/branch list is larger than 16 MB/);
    expect(await lastStream).toBeLessThan(16 * MIB + SOCKET_SLACK);
    const bad = await runCli(['branches'], {
      POS_BASE_URL: baseUrl,
      POS_ACCESS_TOKEN: 'ak',
      POS_USERNAME: 'u',
      POS_PASSWORD: 'pw-cli',
      MENUMAP_MAX_ANSWER_MB: 'lots',
    });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('MENUMAP_MAX_ANSWER_MB');
  });
});
