import { isMarkedAsUntransferable } from 'node:worker_threads';
import { z } from 'zod';
import { AppErrorShape } from '../../../shared/domain/errors';
import { saidOf } from '../error-messages';
import { AppError, isAppError } from '../errors';

/**
 * The messages between the pool (main thread) and a worker. Payloads (job arguments and results)
 * cross as structured clones and are not re-validated: both ends are this codebase and the values
 * were validated where they entered the core; only the envelope and errors are checked.
 */

/** Functions a worker can run, by job kind. Arguments and results must be structured-cloneable. */
export type JobTable = Record<string, (...args: never[]) => unknown>;

export const JobRequest = z.object({
  id: z.number().int(),
  kind: z.string(),
  args: z.array(z.unknown()),
});
export type JobRequest = z.infer<typeof JobRequest>;

/**
 * AppError instances do not survive structured clone (they arrive as plain Errors without code or
 * retryable), so errors cross as data and are rebuilt on the other side.
 */
const SerialisedError = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('app'), shape: AppErrorShape, stack: z.string().optional() }),
  z.object({
    kind: z.literal('error'),
    name: z.string(),
    message: z.string(),
    stack: z.string().optional(),
  }),
]);
type SerialisedError = z.infer<typeof SerialisedError>;

export const JobReply = z.discriminatedUnion('ok', [
  z.object({ id: z.number().int(), ok: z.literal(true), value: z.unknown() }),
  z.object({ id: z.number().int(), ok: z.literal(false), error: SerialisedError }),
]);
export type JobReply = z.infer<typeof JobReply>;

/** Sent by a worker while a job runs (job-context.ts reportProgress); any number, before its reply. */
export const JobProgress = z.object({ id: z.number().int(), progress: z.literal(true), value: z.unknown() });
export type JobProgress = z.infer<typeof JobProgress>;

export function serialiseError(e: unknown): SerialisedError {
  const stack = e instanceof Error ? e.stack : undefined;
  if (isAppError(e)) return { kind: 'app', shape: e.toShape(), stack };
  if (e instanceof Error) return { kind: 'error', name: e.name, message: e.message, stack };
  return { kind: 'error', name: 'Error', message: String(e) };
}

/**
 * The same AppError (code, message, retryable, detail) as thrown in the worker; other errors keep
 * their name (an AbortError stays "cancelled" for toErrorShape) and message, which toErrorShape
 * hides from the user anyway. The worker's stack is kept: it is the one that says where it failed.
 */
export function rebuildError(e: SerialisedError): Error {
  const error =
    e.kind === 'app'
      ? new AppError(e.shape.code, e.shape.message, {
          retryable: e.shape.retryable,
          detail: e.shape.detail,
          say: saidOf(e.shape),
        })
      : Object.assign(new Error(e.message), { name: e.name });
  if (e.stack !== undefined) error.stack = e.stack;
  return error;
}

/**
 * Top-level byte arrays among `values`, made ready to be transferred (moved, not copied). An array
 * that does not own its whole buffer (a slice of Node's Buffer pool, a view into a bigger buffer)
 * is copied first: transferring its buffer would empty memory that other values still use. A
 * transferred array is left empty (detached) on the sending side.
 */
export function prepareTransfer(values: readonly unknown[]): { values: unknown[]; transfer: ArrayBuffer[] } {
  const transfer: ArrayBuffer[] = [];
  const out = values.map((v) => {
    if (!(v instanceof Uint8Array)) return v;
    const buffer = v.buffer;
    if (buffer instanceof ArrayBuffer && transfer.includes(buffer)) return v;
    const owned =
      buffer instanceof ArrayBuffer &&
      v.byteOffset === 0 &&
      v.byteLength === buffer.byteLength &&
      !isMarkedAsUntransferable(buffer);
    if (owned) {
      transfer.push(buffer);
      return v;
    }
    const copy = new Uint8Array(v);
    transfer.push(copy.buffer);
    return copy;
  });
  return { values: out, transfer };
}
