import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EventName } from '../../shared/contract';
import {
  BRIDGE_SECRET_HEADER,
  EVENTS_PATH,
  LAUNCH_FRAGMENT_PARAM,
  type Reply,
  SESSION_PATH,
} from '../../shared/contract/bridge';
import { type AppCore, createAppCore } from '../core/app/create-app';
import { dispatch } from '../core/app/dispatch';
import { createMemoryVault } from '../core/connection/memory-vault';
import { type DemoService, demoService, type SecretVault } from '../core/connection/vault';
import { logger } from '../core/log';
import { startSimulator } from '../simulator';
import { DEMO_SIMULATOR_OPTIONS } from '../simulator/demo';
import type { RunningSimulator, SimulatorOptions } from '../simulator/types';
import { createEventStream } from './event-stream';
import {
  isAllowedHost,
  isAllowedOrigin,
  secretMatches,
  sendJson,
  sendText,
  setSecurityHeaders,
} from './http-guard';
import { createLaunchSessions, type LaunchSessionOptions } from './launch-session';
import { serveStatic } from './static-files';

export type PreviewOptions = {
  /** Folder of the offline store and logs (a fresh temp dir in tests). */
  dataDir: string;
  /** 0 or absent: a free port. Always bound to 127.0.0.1. */
  port?: number;
  /** Start the demo and connect to it before answering the first request. */
  demo?: boolean;
  /** Options for the demo simulator (default: the app's demo, realistic latency and real limits). */
  simulatorOptions?: SimulatorOptions;
  /** Built renderer folder (default dist/renderer of this checkout). */
  rendererDir?: string;
  /** Default: secrets in memory, reported as kept for this session only. */
  vault?: SecretVault;
  version?: string;
  /** Keep recent checks warm in the background (the preview's command; off in tests unless asked). */
  warmUp?: boolean;
  /** The launch keys' clock and lifetime (tests inject them: expiry without waiting). */
  launchKeys?: LaunchSessionOptions;
  /** The core's clock, and where the demo's starts (tests inject it: "today" is theirs). */
  now?: () => Date;
};

export type RunningPreview = {
  /** The bare address: its page holds no secret and the bridge refuses it (see launch). */
  url: string;
  port: number;
  secret: string;
  /**
   * A new one-time address of the page, `<url>#launch=<key>`: the page trades the key for the
   * bridge secret, once, and keeps it in sessionStorage. `settled` resolves when the key is used,
   * expires unused (launch-session.ts) or the preview closes.
   */
  launch(): { url: string; settled: Promise<void> };
  /** launch().url: for the e2e harness and the bench, which open it in Chromium. */
  launchUrl(): string;
  core: AppCore;
  /** The demo simulator once the demo runs (at boot with demo: true, or after "Try the demo"). */
  readonly simulator: RunningSimulator | undefined;
  /** Every core event the preview pushes, for in-process listeners (the e2e harness). */
  onEvent(listener: (event: EventName, payload: unknown) => void): () => void;
  close(): Promise<void>;
};

const MAX_BODY_BYTES = 128 * 1024 * 1024;
const here = dirname(fileURLToPath(import.meta.url));
export const DEFAULT_RENDERER_DIR = resolve(here, '..', '..', 'dist', 'renderer');

const forbidden: Reply = {
  ok: false,
  error: { code: 'forbidden', message: 'This request did not come from the preview page.', retryable: false },
};
const MAX_SESSION_BODY_BYTES = 4 * 1024;
const keyRefused = {
  error:
    'This preview link was already used, has expired or is not valid. Press Enter in the terminal of `npm run preview` for a new one, or restart it.',
};

/**
 * The browser preview: the real renderer and the real core behind the same contract, over loopback
 * HTTP + server-sent events. A development and test tool, never part of the packaged app.
 */
export async function startPreview(opts: PreviewOptions): Promise<RunningPreview> {
  const secret = randomBytes(32).toString('hex');
  const rendererDir = opts.rendererDir ?? DEFAULT_RENDERER_DIR;
  const stream = createEventStream();
  let simulator: RunningSimulator | undefined;

  const startDemo = async (): Promise<DemoService> => {
    const options = { ...DEMO_SIMULATOR_OPTIONS, now: opts.now?.(), ...opts.simulatorOptions };
    const sim = await startSimulator(options);
    let closed: Promise<void> | undefined;
    // Tests may kill the simulator themselves (offline mode); the app closing it again is harmless.
    const closeOnce = (): Promise<void> => (closed ??= sim.close().catch(() => undefined));
    simulator = { ...sim, close: closeOnce };
    return demoService(sim, options.rateLimit, closeOnce);
  };

  const core = await createAppCore(
    {
      host: 'preview',
      version: opts.version ?? process.env.npm_package_version ?? '0.0.0-preview',
      dataDir: opts.dataDir,
      vault: opts.vault ?? createMemoryVault(),
      emit: (event, payload) => stream.emit(event, payload),
      startDemo,
      now: opts.now,
    },
    { warmUp: opts.warmUp ?? false },
  );

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      logger().error('Preview request failed', { error: e });
      if (!res.headersSent) sendText(res, 500, 'Internal error');
      else res.end();
    });
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port ?? 0, '127.0.0.1', () => ok());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}/`;
  const sessions = createLaunchSessions(opts.launchKeys);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    setSecurityHeaders(res);
    if (!isAllowedHost(req, port)) return sendText(res, 403, 'Forbidden host');
    const { pathname, searchParams } = new URL(req.url ?? '/', 'http://preview.invalid');

    if (pathname === SESSION_PATH) {
      if (req.method !== 'POST') return sendText(res, 405, 'Method not allowed');
      if (!isAllowedOrigin(req, port)) {
        req.resume();
        return sendJson(res, 403, keyRefused);
      }
      const body = await readJson(req, MAX_SESSION_BODY_BYTES);
      if (!body.ok) return sendJson(res, body.status, { error: body.error.message });
      const key = isRecord(body.value) ? body.value.key : undefined;
      return sessions.redeem(key) ? sendJson(res, 200, { secret }) : sendJson(res, 403, keyRefused);
    }

    if (pathname.startsWith('/rpc/')) {
      if (req.method !== 'POST') return sendText(res, 405, 'Method not allowed');
      if (!isAllowedOrigin(req, port) || !secretMatches(req.headers[BRIDGE_SECRET_HEADER], secret)) {
        req.resume();
        return sendJson(res, 403, forbidden);
      }
      const body = await readJson(req, MAX_BODY_BYTES);
      if (!body.ok) return sendJson(res, body.status, { ok: false, error: body.error });
      const method = decodeURIComponent(pathname.slice('/rpc/'.length));
      const input = isRecord(body.value) && 'input' in body.value ? body.value.input : undefined;
      return sendJson(res, 200, await dispatch(core.handlers, method, input));
    }

    if (pathname === EVENTS_PATH) {
      if (req.method !== 'GET') return sendText(res, 405, 'Method not allowed');
      if (!isAllowedOrigin(req, port) || !secretMatches(searchParams.get('secret'), secret)) {
        return sendText(res, 403, 'Forbidden');
      }
      return stream.attach(res);
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed');
    // The page holds no secret: whoever loads it gets the renderer, which anyone can build.
    return serveStatic(res, rendererDir, pathname, req.method === 'HEAD');
  }

  if (opts.demo) {
    const reply = await dispatch(core.handlers, 'demo.start', undefined);
    if (!reply.ok)
      logger().error('The demo did not start', { code: reply.error.code, message: reply.error.message });
  }

  const launch = () => {
    const { key, settled } = sessions.mint();
    return { url: `${url}#${LAUNCH_FRAGMENT_PARAM}=${key}`, settled };
  };
  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    secret,
    launch,
    launchUrl: () => launch().url,
    core,
    get simulator() {
      return simulator;
    },
    onEvent: (listener) => stream.listen(listener),
    close() {
      closing ??= (async () => {
        sessions.close();
        stream.close();
        server.closeAllConnections();
        await new Promise<void>((ok) => server.close(() => ok()));
        await core.dispose();
      })();
      return closing;
    },
  };
}

type Body =
  | { ok: true; value: Record<string, unknown> | undefined }
  | { ok: false; status: number; error: { code: 'invalid_input'; message: string; retryable: false } };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Reads a JSON object (the bridge's `{ input }`, the session's `{ key }`); no body reads as undefined. */
async function readJson(req: IncomingMessage, maxBytes: number): Promise<Body> {
  const bad = (status: number, message: string): Body => ({
    ok: false,
    status,
    error: { code: 'invalid_input', message, retryable: false },
  });
  const type = req.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    req.resume();
    return bad(415, 'The bridge accepts JSON only.');
  }
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
    req.resume();
    return bad(413, 'The request is too large.');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > maxBytes) return bad(413, 'The request is too large.');
    chunks.push(buf);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return { ok: true, value: undefined };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return bad(400, 'The request is not valid JSON.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return bad(400, 'The request must be a JSON object.');
  }
  return { ok: true, value: parsed as Record<string, unknown> };
}
