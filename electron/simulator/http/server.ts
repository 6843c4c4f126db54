import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { carryError } from '../dialects/answers';
import { writeBody } from '../dialects/net-json';
import type { SimState } from '../state';
import type { FaultKind, SimulatorControl } from '../types';
import { handleControl } from './control-endpoints';
import { isCallerAllowed } from './control-guard';
import { faultAnswer, writeReset, writeTruncated } from './malformed';
import { spoilRecords } from './odd-records';
import { branchOf } from './request-body';
import { fail, type SimResponse, write } from './respond';
import { canonicalPath, handleService } from './service-endpoints';

/** Far larger than the largest batch the service takes, and small enough to protect the demo. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

type SimServer = {
  server: Server;
  /** Stops pending latency timers and drops every open connection (incl. 'offline' ones). */
  shutdown(): Promise<void>;
};

export function createSimServer(state: SimState, control: SimulatorControl): SimServer {
  const timers = new Set<NodeJS.Timeout>();
  let closing = false;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });

  const log = (
    receivedAt: number,
    method: string,
    path: string,
    branch: string | null,
    status: number,
    fault: FaultKind | null,
  ) => {
    state.requests.push({
      at: new Date(state.clock.nowMs()).toISOString(),
      receivedAt: new Date(receivedAt).toISOString(),
      method,
      path,
      branch,
      status,
      fault,
    });
    if (state.opts.verbose) {
      process.stderr.write(
        `${method} ${path}${branch ? ` [${branch}]` : ''} -> ${status === 0 ? 'no answer' : status}${fault ? ` (fault: ${fault})` : ''}\n`,
      );
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const receivedAt = state.clock.nowMs();
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : -1;
    if (!isCallerAllowed(req, port)) {
      req.resume();
      write(res, fail(403, 'This service answers only to this computer, by its loopback address.'));
      return;
    }
    const body = await readBody(req);
    if (body === null) {
      write(res, fail(413, `Request body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB.`));
      return;
    }
    if (url.pathname === '/__sim' || url.pathname.startsWith('/__sim/')) {
      write(res, handleControl(method, url, body, state, control));
      return;
    }

    const path = canonicalPath(url.pathname) ?? url.pathname;
    const branch = branchOf(body);
    const decision = state.faults.decide(path, branch);
    const delay = state.opts.latencyMs + decision.latencyMs;
    if (delay > 0) await sleep(delay);
    if (closing) return;
    const fault = decision.terminal;
    if (fault?.kind === 'offline') {
      // Accept and never answer: the client's timeout is the only way out (the socket is dropped on close).
      log(receivedAt, method, path, branch, 0, 'offline');
      return;
    }
    const { dialect } = state.opts;
    let response: SimResponse =
      (fault ? faultAnswer(fault, branch, dialect) : null) ??
      handleService({ method, path: url.pathname, headers: req.headers, body }, state);
    const odd = response.status === 200 && fault === null ? decision.oddRecords : null;
    if (odd) response = spoilRecords(response, path, odd.rate ?? 1, state.opts.seed);
    response = carryError(dialect, response);
    if (response.status === 200 && response.contentType === undefined) {
      response = { ...response, body: writeBody(dialect, response.body) };
    }
    const shaping = fault ?? odd ?? (decision.latencyMs > 0 ? { kind: 'latency' as const } : null);
    log(receivedAt, method, path, branch, response.status, shaping?.kind ?? null);
    if (fault?.kind === 'truncated') writeTruncated(res, response);
    else if (fault?.kind === 'reset') writeReset(res, response);
    else write(res, response);
  };

  const { headersMs, requestMs, checkEveryMs } = state.opts.requestTimeouts;
  // A client trickling its request a byte at a time would hold a socket forever: receiving the
  // headers and the whole request is bounded (answering late, as latency faults do, is not).
  const server = createServer(
    { headersTimeout: headersMs, requestTimeout: requestMs, connectionsCheckingInterval: checkEveryMs },
    (req, res) => {
      handle(req, res).catch(() => {
        if (!res.headersSent) write(res, fail(500, 'Internal error of the simulator.'));
        else res.destroy();
      });
    },
  );

  return {
    server,
    shutdown: () =>
      new Promise<void>((resolve) => {
        closing = true;
        for (const t of timers) clearTimeout(t);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
