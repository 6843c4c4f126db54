import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type RunningSimulator, startSimulator } from '../../electron/simulator';

/**
 * Issue 18, finding 8: the demo simulator runs inside the app, on 127.0.0.1. Its control endpoints
 * (/__sim/: faults, clock, token expiry) answered any caller, so any web page the user opened (or a
 * DNS-rebinding one) could drive the demo; and its server had no header or request timeout, so a
 * client trickling a byte at a time held a socket for ever.
 */

let sim: RunningSimulator;
let port = 0;

beforeAll(async () => {
  sim = await startSimulator({
    branches: 1,
    itemsPerBranch: 3,
    historyDays: 1,
    rateLimit: false,
    // Short, injected: the test waits for the server to hang up, never for a clock.
    requestTimeouts: { headersMs: 300, requestMs: 600, checkEveryMs: 50 },
  });
  port = Number(new URL(sim.baseUrl).port);
});

afterAll(() => sim?.close());

/** One raw request, so the Host and Origin headers are exactly what a hostile page would send. */
function raw(headers: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /__sim/expire-tokens HTTP/1.1\r\n${headers}Content-Length: 0\r\nConnection: close\r\n\r\n`,
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

describe('the demo simulator’s control endpoints answer only to this computer', () => {
  test.each([
    ['a foreign Host (DNS rebinding)', `Host: evil.example:${port}\r\n`],
    ['a foreign Origin', `Host: 127.0.0.1:${0}\r\nOrigin: http://evil.example\r\n`],
    ['a cross-site browser request', `Host: 127.0.0.1:${0}\r\nSec-Fetch-Site: cross-site\r\n`],
    ['no Host at all', ''],
  ])('refused: %s', async (_what, headers) => {
    const before = sim.control.requests.length;
    const answer = await raw(headers.replace(':0\r\n', `:${port}\r\n`));
    expect(answer.split('\r\n')[0]).toMatch(/ 40[03] /);
    expect(sim.control.requests.length).toBe(before);
  });

  test('allowed: the loopback Host of this port, same or no Origin', async () => {
    expect((await raw(`Host: 127.0.0.1:${port}\r\n`)).split('\r\n')[0]).toMatch(/ 200 /);
    expect(
      (await raw(`Host: localhost:${port}\r\nOrigin: http://localhost:${port}\r\n`)).split('\r\n')[0],
    ).toMatch(/ 200 /);
  });
});

describe('a client sending a byte at a time is cut off', () => {
  test.each([
    ['headers', 'GET /GetBranches HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '],
    ['body', 'POST /GetItemsIntegrationCode HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\n{'],
  ])(
    'while sending its %s',
    async (_what, start) => {
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((r) => socket.once('connect', () => r()));
      socket.write(start);
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
