import {
  type EventName,
  type EventPayload,
  eventChannel,
  events,
  invokeChannel,
  methodNames,
} from '../../shared/contract';
import type { Reply } from '../../shared/contract/bridge';
import { dispatch } from '../core/app/dispatch';
import type { Handlers } from '../core/handler-types';
import { isTrustedSender } from './trusted-url';

type SenderFrame = { url: string; parent: unknown } | null | undefined;

export type IpcMainLike = {
  handle(
    channel: string,
    listener: (event: { senderFrame: SenderFrame }, input: unknown) => Promise<Reply>,
  ): void;
};

const forbidden: Reply = {
  ok: false,
  error: { code: 'forbidden', message: 'This request did not come from the app window.', retryable: false },
};

/**
 * Registers every contract method through one wrapper: the sender must be our own page in the
 * top-level frame, then dispatch() validates the input, runs the handler, validates the output and
 * turns any failure into the one error shape.
 */
export function registerIpcHandlers(ipcMain: IpcMainLike, handlers: Handlers): void {
  for (const name of methodNames) {
    ipcMain.handle(invokeChannel(name), async (event, input) => {
      const frame = event.senderFrame;
      if (!isTrustedSender(frame ? { url: frame.url, isTopLevel: frame.parent === null } : null))
        return forbidden;
      return dispatch(handlers, name, input);
    });
  }
}

export type EventTarget = { send(channel: string, payload: unknown): void; isDestroyed(): boolean };

/** Validates each event against the contract before it leaves main, then sends it to every window. */
export function createEmitter(targets: () => EventTarget[]) {
  return <E extends EventName>(event: E, payload: EventPayload<E>) => {
    const parsed = events[event].safeParse(payload);
    if (!parsed.success) return;
    for (const t of targets()) if (!t.isDestroyed()) t.send(eventChannel(event), parsed.data);
  };
}
