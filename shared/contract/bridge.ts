import { z } from 'zod';
import { AppErrorShape } from '../domain/errors';

/**
 * The browser preview's transport for the same contract: POST /rpc/<method> with {input}, answered
 * by a Reply; events as server-sent events on /events. Every request carries the per-run secret
 * (header for RPC, query for EventSource, which cannot set headers). Development and tests only.
 */
export const BRIDGE_SECRET_HEADER = 'x-bridge-secret';
export const BRIDGE_SECRET_META = 'mcm-bridge-secret';
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
