import { z } from 'zod';
import { ChainSubmitStatus } from '../domain/chain';
import { ChecksProgress, ExportProgress, WarmUpStatus } from '../domain/check';
import { Connectivity } from '../domain/connection';
import { SubmitProgress } from '../domain/mapping';
import type { Reply } from './bridge';
import { checksMethods } from './checks';
import { connectionMethods } from './connection';
import type { ContractTable, EventTable } from './define';
import { mappingMethods } from './mapping';

/**
 * The IPC contract: every method the renderer may call, with the zod schema of its input and output.
 * Electron's preload, the browser preview's bridge, main's handler registration and the contract
 * tests are all generated from this one table.
 */
export const contract = {
  ...connectionMethods,
  ...mappingMethods,
  ...checksMethods,
} satisfies ContractTable;

/** Events main pushes to the renderer. */
export const events = {
  'submit.progress': SubmitProgress,
  /** A chain submit's branches: which is being sent, how each one ended. */
  'chain.submit': ChainSubmitStatus,
  'checks.progress': ChecksProgress,
  /** A checks export named by its requestId: checks written and the file's bytes so far. */
  'checks.exportProgress': ExportProgress,
  /** The background warm-up of recent checks (electron/core/checks/warm-up.ts). */
  'checks.warmup': WarmUpStatus,
  connectivity: Connectivity,
  /** Something in the offline store changed (another window, a background refresh). */
  'store.updated': z.object({
    scope: z.enum(['branches', 'items', 'draft', 'journal', 'checks']),
    branch: z.string().optional(),
  }),
} satisfies EventTable;

export type Contract = typeof contract;
export type MethodName = keyof Contract;
export type MethodInput<K extends MethodName> = z.input<Contract[K]['input']>;
export type MethodOutput<K extends MethodName> = z.output<Contract[K]['output']>;
export type EventName = keyof typeof events;
export type EventPayload<K extends EventName> = z.output<(typeof events)[K]>;

export const methodNames = Object.keys(contract) as MethodName[];
export const eventNames = Object.keys(events) as EventName[];

/**
 * A reply's data as the renderer sees it. dispatch sends each output in its wire form (items.load's
 * items are columnar, to keep a 100,000-item answer small and cheap to validate), so whoever reads
 * a dispatch or bridge reply decodes it here, through the same table.
 */
export function decodeOutput<K extends MethodName>(
  name: K,
  data: unknown,
): z.ZodSafeParseResult<MethodOutput<K>> {
  return contract[name].output.safeParse(data) as z.ZodSafeParseResult<MethodOutput<K>>;
}

/**
 * decodeOutput for a whole Reply (tests, benchmarks, soak): a failed reply as it is; data that does
 * not decode becomes the internal error the renderer would raise, naming the paths, not the values.
 */
export function decodeReply(name: MethodName, reply: Reply): Reply {
  if (!reply.ok) return reply;
  const decoded = decodeOutput(name, reply.data);
  if (!decoded.success) {
    const paths = decoded.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(root)'}: ${i.code}`);
    return {
      ok: false,
      error: {
        code: 'internal',
        message: `${name} answered outside its contract (${paths.join('; ')})`,
        retryable: false,
      },
    };
  }
  return decoded.data === undefined ? { ok: true } : { ok: true, data: decoded.data };
}

/** Channel names show direction (renderer -> main 'invoke:', main -> renderer 'event:'). */
export const invokeChannel = (name: MethodName) => `invoke:${name}`;
export const eventChannel = (name: EventName) => `event:${name}`;

/**
 * What Electron's preload exposes as window.api: one named function per contract method (answering
 * a Reply, never throwing across the bridge) and `on` for events. Built from this table, so a method
 * cannot be missing; never raw ipcRenderer, and listeners never see the IPC event object.
 */
export type PreloadApi = {
  [K in MethodName]: (input: unknown) => Promise<unknown>;
} & {
  on(event: EventName, listener: (payload: unknown) => void): () => void;
};
