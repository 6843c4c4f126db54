import { z } from 'zod';
import { AppErrorShape } from '../domain/errors';

/**
 * The browser preview's transport for the same contract: POST /rpc/<method> with {input}, answered
 * by a Reply; events as server-sent events on /events. Every request carries the per-run secret
 * (header for RPC, query for EventSource, which cannot set headers). Development and tests only.
 *
 * The page gets the secret by trading the one-time key of its launch address, carried in the
 * fragment (`#launch=<key>`, never sent in a request), at SESSION_PATH, and keeps it in
 * sessionStorage: both stay with the preview's origin, port included, unlike a cookie.
 */
export const BRIDGE_SECRET_HEADER = 'x-bridge-secret';
/** The sessionStorage key under which the page keeps the bridge secret. */
export const BRIDGE_SECRET_STORAGE = 'mcm-bridge-secret';
/** The fragment parameter of the launch address: `#launch=<key>`. */
export const LAUNCH_FRAGMENT_PARAM = 'launch';
/** POST {key} here: a live key answers {secret} once. */
export const SESSION_PATH = '/session';
export const rpcPath = (method: string) => `/rpc/${method}`;
export const EVENTS_PATH = '/events';

export const Reply = z.union([
  // Optional: a void method's answer is `{ ok: true }` once it has been through JSON (undefined is
  // dropped), and z.unknown() alone rejects a missing key.
  z.object({ ok: z.literal(true), data: z.unknown().optional() }),
  z.object({ ok: z.literal(false), error: AppErrorShape }),
]);
export type Reply = z.infer<typeof Reply>;

/** An SSE message body: { event, payload }. */
export const BridgeEvent = z.object({ event: z.string(), payload: z.unknown() });
