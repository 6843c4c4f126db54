import { renewAt } from './expiry';

export type IssuedToken = { token: string; expireDate: string | null };

export type TokenSessionOptions = {
  /**
   * Obtains a fresh token (POST /GetToken, credentials asked only now). Called without the caller's
   * signal: one caller giving up must not cancel the renewal the others are waiting for.
   */
  obtain: () => Promise<IssuedToken>;
  now: () => Date;
};

export interface TokenSession {
  /** A usable token: the cached one, or a fresh one (at most one renewal in flight). */
  token(signal?: AbortSignal): Promise<string>;
  /**
   * The service refused `rejected` (401). Renews unless that already happened since, and returns
   * the token to retry with: N calls refused together cause one GetToken.
   */
  renewAfterRejection(rejected: string, signal?: AbortSignal): Promise<string>;
  /** The token currently held, if any (to scrub it from messages). Never log it. */
  current(): string | null;
  clear(): void;
}

export function createTokenSession(opts: TokenSessionOptions): TokenSession {
  let held: { token: string; renewAt: number } | null = null;
  let inFlight: Promise<string> | null = null;
  /** Bumped by clear(): a renewal started before it must not install its token afterwards. */
  let generation = 0;

  function renew(): Promise<string> {
    if (inFlight) return inFlight;
    const gen = generation;
    const p = (async () => {
      const issuedAt = opts.now().getTime();
      const issued = await opts.obtain();
      if (gen === generation) held = { token: issued.token, renewAt: renewAt(issuedAt, issued.expireDate) };
      return issued.token;
    })();
    inFlight = p;
    // Whatever the outcome, the next caller may try again: failures are not cached.
    const reset = () => {
      if (inFlight === p) inFlight = null;
    };
    p.then(reset, reset);
    return p;
  }

  function fresh(): string | null {
    return held && opts.now().getTime() < held.renewAt ? held.token : null;
  }

  return {
    token(signal) {
      const t = fresh();
      if (t !== null) return Promise.resolve(t);
      return raceAbort(renew(), signal);
    },
    renewAfterRejection(rejected, signal) {
      if (held && held.token === rejected) held = null;
      const t = fresh();
      if (t !== null && t !== rejected) return Promise.resolve(t);
      return raceAbort(renew(), signal);
    },
    current: () => held?.token ?? null,
    clear() {
      held = null;
      inFlight = null;
      generation++;
    },
  };
}

/** Lets one waiter leave a shared promise without cancelling it for the others. */
function raceAbort<T>(p: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return p;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}
