/**
 * Parses an HTTP Retry-After value into milliseconds from `nowMs`: either delay-seconds ("120",
 * decimals tolerated) or an HTTP date ("Wed, 21 Oct 2015 07:28:00 GMT"). A date in the past means
 * "now" (0). Returns null when absent or unreadable, so the caller falls back to backoff.
 */
export function parseRetryAfter(value: string | string[] | undefined | null, nowMs: number): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || raw === null) return null;
  const text = raw.trim();
  if (text === '') return null;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  // Only something that looks like a date: Date.parse accepts odd inputs such as "1".
  if (!/[a-z]/i.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - nowMs);
}
