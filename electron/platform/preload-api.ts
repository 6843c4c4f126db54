import {
  type EventName,
  eventChannel,
  eventNames,
  invokeChannel,
  methodNames,
  type PreloadApi,
} from '../../shared/contract';

/** The two ipcRenderer functions the preload needs, nothing more. */
export type IpcLike = {
  invoke(channel: string, input: unknown): Promise<unknown>;
  on(channel: string, listener: (event: unknown, payload: unknown) => void): void;
  removeListener(channel: string, listener: (event: unknown, payload: unknown) => void): void;
};

/**
 * Builds window.api from the contract table: one named function per method, and `on` for events.
 * Listeners get the payload only (never the IPC event object, which would expose `sender`), and
 * every subscription returns its unsubscribe function. Unknown event names are refused.
 */
export function buildPreloadApi(ipc: IpcLike): PreloadApi {
  const api: Record<string, unknown> = {};
  for (const name of methodNames) {
    api[name] = (input: unknown) => ipc.invoke(invokeChannel(name), input);
  }
  const known = new Set<string>(eventNames);
  api.on = (event: EventName, listener: (payload: unknown) => void) => {
    if (!known.has(event)) return () => undefined;
    const channel = eventChannel(event);
    const wrapped = (_e: unknown, payload: unknown) => listener(payload);
    ipc.on(channel, wrapped);
    return () => ipc.removeListener(channel, wrapped);
  };
  return Object.freeze(api) as PreloadApi;
}
