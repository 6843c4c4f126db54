import { randomBytes } from 'node:crypto';

const TOKEN_LIFETIME_MS = 86_400_000;

type TokenCheck = { ok: true; username: string } | { ok: false; reason: 'unknown' | 'expired' };

/** Session tokens: random, valid one day by the simulator's clock. */
export type TokenStore = {
  issue(username: string): { token: string; expiresAtMs: number };
  check(token: string): TokenCheck;
  expireAll(): void;
};

export function createTokenStore(nowMs: () => number): TokenStore {
  const tokens = new Map<string, { username: string; expiresAtMs: number }>();
  return {
    issue(username) {
      const token = randomBytes(24).toString('base64url');
      const expiresAtMs = nowMs() + TOKEN_LIFETIME_MS;
      tokens.set(token, { username, expiresAtMs });
      // Tokens long expired can never be used again: forget them so a long demo stays small.
      for (const [t, v] of tokens) if (v.expiresAtMs < nowMs() - TOKEN_LIFETIME_MS) tokens.delete(t);
      return { token, expiresAtMs };
    },
    check(token) {
      const entry = tokens.get(token);
      if (!entry) return { ok: false, reason: 'unknown' };
      if (nowMs() >= entry.expiresAtMs) return { ok: false, reason: 'expired' };
      return { ok: true, username: entry.username };
    },
    expireAll() {
      const now = nowMs();
      for (const entry of tokens.values()) entry.expiresAtMs = Math.min(entry.expiresAtMs, now);
    },
  };
}
