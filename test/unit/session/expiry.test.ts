import { describe, expect, it } from 'vitest';
import { parseExpireDate, renewAt } from '../../../electron/core/session/expiry';

const H = 3_600_000;
/** The server-local reading of an instant in a zone `offsetH` hours from UTC, as the service writes it. */
const localIso = (ms: number, offsetH: number) => new Date(ms + offsetH * H).toISOString().slice(0, 19);

describe('token renewal time', () => {
  const issued = Date.parse('2025-03-01T10:00:00Z');

  it('renews before the real expiry whatever the server time zone (UTC-12 .. UTC+14)', () => {
    for (let offset = -12; offset <= 14; offset++) {
      const realExpiry = issued + 24 * H;
      const at = renewAt(issued, localIso(realExpiry, offset));
      expect(at, `UTC${offset >= 0 ? '+' : ''}${offset}`).toBeLessThan(realExpiry);
      // ...and not absurdly early: at least an hour of use out of every token.
      expect(at).toBeGreaterThanOrEqual(issued + H);
      expect(at).toBeLessThanOrEqual(issued + 23 * H);
    }
  });

  it('treats the reading as possibly 14 h ahead, and renews 23 h after issue at the latest', () => {
    expect(renewAt(issued, localIso(issued + 24 * H, 0))).toBe(issued + 10 * H - 5 * 60_000);
    expect(renewAt(issued, localIso(issued + 24 * H, 14))).toBe(issued + 23 * H);
  });

  it('honours a token that really lives shorter (explicit offset)', () => {
    expect(renewAt(issued, new Date(issued + 2 * H).toISOString())).toBe(issued + 2 * H - 5 * 60_000);
  });

  it('falls back to 23 h when ExpireDate is missing or unreadable', () => {
    expect(renewAt(issued, null)).toBe(issued + 23 * H);
    expect(renewAt(issued, 'tomorrow')).toBe(issued + 23 * H);
  });

  it('parses the forms seen in the wild', () => {
    expect(parseExpireDate('2025-03-02T13:00:00')).toEqual({
      ms: Date.parse('2025-03-02T13:00:00Z'),
      absolute: false,
    });
    expect(parseExpireDate('2025-03-02 13:00:00.5')?.ms).toBe(Date.parse('2025-03-02T13:00:00.500Z'));
    expect(parseExpireDate('2025-03-02T13:00:00+03:00')).toEqual({
      ms: Date.parse('2025-03-02T10:00:00Z'),
      absolute: true,
    });
    // The Turkish way (the vendor-tr dialect), and with fractions (envelope-errors).
    expect(parseExpireDate('02.03.2025 13:00:00')).toEqual({
      ms: Date.parse('2025-03-02T13:00:00Z'),
      absolute: false,
    });
    expect(parseExpireDate('2025-03-02T13:00:00.250')?.ms).toBe(Date.parse('2025-03-02T13:00:00.250Z'));
    expect(parseExpireDate('31.02.2025 13:00')).toBeNull();
    expect(parseExpireDate('2025-03-02T25:00:00')).toBeNull();
  });
});
