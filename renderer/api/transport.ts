import type { EventName, MethodName, PreloadApi } from '../../shared/contract';
import {
  BRIDGE_SECRET_HEADER,
  BRIDGE_SECRET_META,
  BridgeEvent,
  EVENTS_PATH,
  Reply,
  rpcPath,
} from '../../shared/contract/bridge';
import type { AppErrorShape } from '../../shared/domain/errors';
import { t } from '../i18n/i18n';

/**
 * How calls reach main: Electron's preload exposes window.api (named methods + on);
 * in the browser preview the same two functions go over loopback HTTP and server-sent events.
 */
export type Transport = {
  invoke(method: string, input: unknown): Promise<Reply>;
  subscribe(event: string, listener: (payload: unknown) => void): () => void;
};

declare global {
  interface Window {
    /** Set by electron/preload.ts through contextBridge; absent in the browser preview. */
    api?: PreloadApi;
  }
}

function electronTransport(api: PreloadApi): Transport {
  return {
    async invoke(method, input) {
      const fn = api[method as MethodName];
      const parsed = Reply.safeParse(fn ? await fn(input) : undefined);
      return parsed.success
        ? parsed.data
        : {
            ok: false,
            error: {
              code: 'internal',
              message: t('common.api.badShape'),
              retryable: false,
            },
          };
    },
    subscribe: (event, listener) => api.on(event as EventName, listener),
  };
}

// Made when it happens, so it is worded in the language active then.
const networkError = (): AppErrorShape => ({
  code: 'network_down',
  message: t('common.api.coreUnreachable'),
  retryable: true,
});

function httpTransport(): Transport {
  const secret = document.querySelector<HTMLMetaElement>(`meta[name="${BRIDGE_SECRET_META}"]`)?.content ?? '';
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  let source: EventSource | null = null;

  const ensureSource = () => {
    if (source) return;
    source = new EventSource(`${EVENTS_PATH}?secret=${encodeURIComponent(secret)}`);
    source.onmessage = (m) => {
      const parsed = BridgeEvent.safeParse(JSON.parse(String(m.data)));
      if (!parsed.success) return;
      for (const l of listeners.get(parsed.data.event) ?? []) l(parsed.data.payload);
    };
  };

  return {
    async invoke(method, input) {
      try {
        const res = await fetch(rpcPath(method), {
          method: 'POST',
          headers: { 'content-type': 'application/json', [BRIDGE_SECRET_HEADER]: secret },
          body: JSON.stringify({ input }),
        });
        return Reply.parse(await res.json());
      } catch {
        return { ok: false, error: networkError() };
      }
    },
    subscribe(event, listener) {
      ensureSource();
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}

export function pickTransport(): Transport {
  return window.api ? electronTransport(window.api) : httpTransport();
}
