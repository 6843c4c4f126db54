import { z } from 'zod';
import { ChecksProgress } from '../domain/check';
import { Connectivity } from '../domain/connection';
import { SubmitProgress } from '../domain/mapping';
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
  'checks.progress': ChecksProgress,
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

/** Channel names show direction (renderer -> main 'invoke:', main -> renderer 'event:'). */
export const invokeChannel = (name: MethodName) => `invoke:${name}`;
export const eventChannel = (name: EventName) => `event:${name}`;

/** The API the renderer sees as window.api: one async function per method, plus `on` for events. */
export type RendererApi = {
  [K in MethodName]: (
    ...args: MethodInput<K> extends undefined ? [] : [input: MethodInput<K>]
  ) => Promise<MethodOutput<K>>;
} & {
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
};

/** What every rejected call carries across the boundary. */
export { AppErrorShape } from '../domain/errors';
