import { randomBytes } from 'node:crypto';
import { secretMatches } from './http-guard';

/** Long enough to start a browser or copy the printed link; a later one asks for a new link. */
export const LAUNCH_KEY_TTL_MS = 5 * 60_000;

export type LaunchKey = {
  key: string;
  /** Resolves once the key is used, has expired, or the preview closed: it can do nothing more. */
  settled: Promise<void>;
};

export type LaunchSessions = {
  mint(): LaunchKey;
  /** True once for a live key, which is then gone; a used, expired or unknown key gives false. */
  redeem(given: unknown): boolean;
  /** Settles every key still waiting (the preview is closing). */
  close(): void;
};

export type LaunchSessionOptions = {
  /** Injected in tests: expiry is decided by this clock, never by waiting. */
  now?: () => number;
  ttlMs?: number;
  /** Runs `expire` once the key's time is up (default an unref'd timer); returns a cancel. */
  schedule?: (expire: () => void, ms: number) => () => void;
};

const unrefTimer = (expire: () => void, ms: number) => {
  const timer = setTimeout(expire, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

/**
 * The one-time keys of the preview's launch addresses. The page carries no secret: it trades the
 * key in its address's fragment for the bridge secret (server.ts, SESSION_PATH) and keeps that in
 * sessionStorage. Unlike a cookie, which the browser hands to every port of 127.0.0.1, neither the
 * fragment nor sessionStorage ever leaves the preview's own origin. A key nobody used expires.
 */
export function createLaunchSessions(opts: LaunchSessionOptions = {}): LaunchSessions {
  const now = opts.now ?? Date.now;
  const ttlMs = opts.ttlMs ?? LAUNCH_KEY_TTL_MS;
  const schedule = opts.schedule ?? unrefTimer;
  const pending = new Map<string, { expiresAt: number; settle: () => void; cancel: () => void }>();

  const drop = (key: string) => {
    const entry = pending.get(key);
    if (!entry) return;
    pending.delete(key);
    entry.cancel();
    entry.settle();
  };

  return {
    mint() {
      const key = randomBytes(32).toString('hex');
      let settle = () => {};
      const settled = new Promise<void>((resolve) => {
        settle = resolve;
      });
      const cancel = schedule(() => drop(key), ttlMs);
      pending.set(key, { expiresAt: now() + ttlMs, settle, cancel });
      return { key, settled };
    },
    redeem(given) {
      const at = now();
      for (const [key, entry] of pending) if (at >= entry.expiresAt) drop(key);
      // Constant-time against every live key: none is guessed from response times.
      let found: string | null = null;
      for (const key of pending.keys()) if (secretMatches(given, key)) found = key;
      if (found === null) return false;
      drop(found);
      return true;
    },
    close() {
      for (const key of [...pending.keys()]) drop(key);
    },
  };
}
