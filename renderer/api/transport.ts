import type { EventName, MethodName, PreloadApi } from '../../shared/contract';
import {
  BRIDGE_SECRET_HEADER,
  BRIDGE_SECRET_STORAGE,
  BridgeEvent,
  EVENTS_PATH,
  LAUNCH_FRAGMENT_PARAM,
  Reply,
  rpcPath,
  SESSION_PATH,
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

// The page was opened without a live launch link (or the preview restarted since).
const lockedError = (): AppErrorShape => ({
  code: 'forbidden',
  message: t('common.api.previewLocked'),
  retryable: false,
});

/** The launch key in the address's fragment, taken out of the address (and so of the history). */
function takeLaunchKey(): string | null {
  const key = new URLSearchParams(location.hash.slice(1)).get(LAUNCH_FRAGMENT_PARAM);
  if (key === null) return null;
  history.replaceState(history.state, '', location.pathname + location.search);
  return key;
}

// Storage can be switched off; the page then works until it is reloaded.
const stored = {
  get: (): string | null => {
    try {
      return sessionStorage.getItem(BRIDGE_SECRET_STORAGE);
    } catch {
      return null;
    }
  },
  set: (secret: string | null) => {
    try {
      if (secret === null) sessionStorage.removeItem(BRIDGE_SECRET_STORAGE);
      else sessionStorage.setItem(BRIDGE_SECRET_STORAGE, secret);
    } catch {
      // kept in memory only
    }
  },
};

/** Trades a launch key for the bridge secret; null when the preview refused it. */
async function exchange(key: string): Promise<string | null> {
  try {
    const res = await fetch(SESSION_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key }),
    });
    if (!res.ok) return null;
    const body: unknown = await res.json();
    const secret = typeof body === 'object' && body !== null && 'secret' in body ? body.secret : null;
    return typeof secret === 'string' ? secret : null;
  } catch {
    return null;
  }
}

/**
 * The preview's bridge. The secret comes from the launch key in the address's fragment (traded
 * once at the preview, kept in sessionStorage so a reload keeps working), never from the page
 * itself: neither the fragment nor sessionStorage reaches another port of 127.0.0.1.
 */
function httpTransport(): Transport {
  let key = takeLaunchKey();
  let memory: string | null = null;
  let pending: Promise<string | null> | null = null;
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  let source: EventSource | null = null;

  const obtain = async (): Promise<string | null> => {
    const given = key;
    key = null;
    const traded = given === null ? null : await exchange(given);
    if (traded !== null) stored.set(traded);
    memory = traded ?? memory ?? stored.get();
    return memory;
  };
  // Asked again after a refusal: a new link may have been opened since (hashchange).
  const secret = (): Promise<string | null> => {
    pending ??= obtain().then((s) => {
      if (s === null) pending = null;
      return s;
    });
    return pending;
  };
  const forget = () => {
    memory = null;
    pending = null;
    stored.set(null);
  };

  // A new launch link opened in this tab only changes the fragment, which reloads nothing: trade it,
  // then start the page afresh with the new secret.
  window.addEventListener('hashchange', () => {
    const next = takeLaunchKey();
    if (next === null) return;
    void exchange(next).then((traded) => {
      if (traded === null) return;
      stored.set(traded);
      location.reload();
    });
  });

  let opening = false;
  const ensureSource = () => {
    // One stream, even when several subscribe before the secret is known.
    if (source || opening) return;
    opening = true;
    void secret().then((s) => {
      opening = false;
      if (s === null || source) return;
      source = new EventSource(`${EVENTS_PATH}?secret=${encodeURIComponent(s)}`);
      source.onmessage = (m) => {
        const parsed = BridgeEvent.safeParse(JSON.parse(String(m.data)));
        if (!parsed.success) return;
        for (const l of listeners.get(parsed.data.event) ?? []) l(parsed.data.payload);
      };
    });
  };

  return {
    async invoke(method, input) {
      const s = await secret();
      if (s === null) return { ok: false, error: lockedError() };
      try {
        const res = await fetch(rpcPath(method), {
          method: 'POST',
          headers: { 'content-type': 'application/json', [BRIDGE_SECRET_HEADER]: s },
          body: JSON.stringify({ input }),
        });
        if (res.status === 403) {
          // A secret of an earlier run of the preview: this page needs a new link.
          forget();
          return { ok: false, error: lockedError() };
        }
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
