import { describe, expect, it, vi } from 'vitest';
import { buildPreloadApi, type IpcLike } from '../../../electron/platform/preload-api';
import { eventChannel, invokeChannel, methodNames } from '../../../shared/contract';

function fakeIpc() {
  const listeners = new Map<string, Set<(e: unknown, p: unknown) => void>>();
  const ipc: IpcLike = {
    invoke: vi.fn(async (channel: string, input: unknown) => ({ ok: true, data: { channel, input } })),
    on: (ch, l) => {
      if (!listeners.has(ch)) listeners.set(ch, new Set());
      listeners.get(ch)!.add(l);
    },
    removeListener: (ch, l) => void listeners.get(ch)?.delete(l),
  };
  const emit = (ch: string, payload: unknown) => {
    for (const l of listeners.get(ch) ?? []) l({ sender: 'SECRET-SENDER-OBJECT' }, payload);
  };
  return { ipc, emit, listeners };
}

describe('preload API built from the contract', () => {
  it('exposes one named function per contract method, each invoking its own channel', async () => {
    const { ipc } = fakeIpc();
    const api = buildPreloadApi(ipc);
    for (const name of methodNames) {
      expect(typeof api[name], name).toBe('function');
      await api[name]({ x: 1 });
      expect(ipc.invoke).toHaveBeenLastCalledWith(invokeChannel(name), { x: 1 });
    }
    expect(Object.isFrozen(api)).toBe(true);
    expect(Object.keys(api).sort()).toEqual([...methodNames, 'on'].sort());
  });

  it('passes only the payload to listeners and unsubscribes', () => {
    const { ipc, emit, listeners } = fakeIpc();
    const api = buildPreloadApi(ipc);
    const seen: unknown[][] = [];
    const off = api.on('connectivity', (...args: unknown[]) => seen.push(args));
    emit(eventChannel('connectivity'), { online: true });
    expect(seen).toEqual([[{ online: true }]]);
    off();
    emit(eventChannel('connectivity'), { online: false });
    expect(seen).toHaveLength(1);
    expect(listeners.get(eventChannel('connectivity'))?.size).toBe(0);
  });

  it('refuses to subscribe to channels outside the contract', () => {
    const { ipc, listeners } = fakeIpc();
    const api = buildPreloadApi(ipc);
    const off = api.on('invoke:profiles.list' as never, () => undefined);
    expect(listeners.size).toBe(0);
    off();
  });
});
