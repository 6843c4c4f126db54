import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffMs } from '../../../electron/core/throttle/backoff';
import { parseRetryAfter } from '../../../electron/core/throttle/retry-after';

describe('Retry-After', () => {
  const now = Date.parse('2025-03-01T12:00:00Z');

  it('reads delay-seconds', () => {
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter(' 120 ', now)).toBe(120_000);
    expect(parseRetryAfter('1.5', now)).toBe(1500);
    expect(parseRetryAfter(['3', '9'], now)).toBe(3000);
  });

  it('reads an HTTP date, a past one meaning now', () => {
    expect(parseRetryAfter('Sat, 01 Mar 2025 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sat, 01 Mar 2025 11:00:00 GMT', now)).toBe(0);
  });

  it('ignores what it cannot read (the caller backs off instead)', () => {
    for (const v of [undefined, null, '', '  ', '-5', 'soon', '1e3', 'NaN']) {
      expect(parseRetryAfter(v, now)).toBeNull();
    }
  });
});

describe('backoff', () => {
  it('doubles from 500 ms, with half the wait fixed and half random', () => {
    expect(backoffMs(0, { random: () => 0 })).toBe(250);
    expect(backoffMs(0, { random: () => 1 })).toBe(500);
    expect(backoffMs(3, { random: () => 0 })).toBe(2000);
    expect(backoffMs(3, { random: () => 1 })).toBe(4000);
    expect(backoffMs(20, { random: () => 1 })).toBe(30_000);
  });

  it('stays within [ceiling/2, ceiling] for any retry and jitter', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, r) => {
        const ceiling = Math.min(30_000, 500 * 2 ** n);
        const w = backoffMs(n, { random: () => r });
        expect(w).toBeGreaterThanOrEqual(Math.floor(ceiling / 2));
        expect(w).toBeLessThanOrEqual(ceiling);
      }),
    );
  });
});
