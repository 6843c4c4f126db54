import { parseServiceDateTime } from './service-date';

/**
 * When to renew a session token. The service's ExpireDate is an ISO date-time WITHOUT offset in the
 * server's local time zone, which we do not know: anywhere from UTC-12 to UTC+14. Read as UTC, the
 * real expiry may be up to 14 h earlier than it looks. So we renew at the earliest of:
 *   - ExpireDate read as UTC, minus 14 h, minus a 5-minute margin (the worst-case zone), and
 *   - 23 h after issue by our own clock (the spec says a token lives 1 day),
 * but never sooner than 1 h after issue: a server west of UTC makes the first rule fire at once,
 * and renewing on every call would burn the rate limit (a real expiry still shows up as a 401,
 * which renews anyway).
 */
const RENEW_AFTER_ISSUE_MS = 23 * 3_600_000;
const MAX_ZONE_AHEAD_MS = 14 * 3_600_000;
const EXPIRY_MARGIN_MS = 5 * 60_000;
const MIN_TOKEN_LIFE_MS = 3_600_000;

/** Epoch ms after which the token should be renewed before use. */
export function renewAt(issuedAt: number, expireDate: string | null | undefined): number {
  const byOurClock = issuedAt + RENEW_AFTER_ISSUE_MS;
  const expiry = parseExpireDate(expireDate);
  if (expiry === null) return byOurClock;
  const worstCase = expiry.absolute
    ? expiry.ms - EXPIRY_MARGIN_MS
    : expiry.ms - MAX_ZONE_AHEAD_MS - EXPIRY_MARGIN_MS;
  return Math.min(byOurClock, Math.max(issuedAt + MIN_TOKEN_LIFE_MS, worstCase));
}

/**
 * Reads the token's ExpireDate in any format the service may use (service-date.ts). Local readings
 * come back as if they were UTC; a Z or an offset makes it an absolute instant.
 */
export function parseExpireDate(text: string | null | undefined): { ms: number; absolute: boolean } | null {
  const parsed = parseServiceDateTime(text);
  return parsed ? { ms: parsed.ms, absolute: parsed.absolute } : null;
}
