import { describe, expect, it } from 'vitest';
import { dayToDate, localDate, parseDate, toLocalIso } from '../../../electron/simulator/local-time';
import { createRng, hashSeed } from '../../../electron/simulator/prng';

describe('seeded PRNG', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('int() stays within both inclusive ends and reaches them', () => {
    const r = createRng(7);
    const seen = new Set(Array.from({ length: 500 }, () => r.int(1, 4)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it('hashSeed is stable and separates its parts', () => {
    expect(hashSeed(1, 'B01', 20_000)).toBe(hashSeed(1, 'B01', 20_000));
    expect(hashSeed('ab', 'c')).not.toBe(hashSeed('a', 'bc'));
  });
});

describe('server-local time', () => {
  it('writes ISO 8601 without offset in the server time zone', () => {
    const t = Date.UTC(2025, 2, 15, 22, 30, 5);
    expect(toLocalIso(t, 180)).toBe('2025-03-16T01:30:05');
    expect(toLocalIso(t, 0)).toBe('2025-03-15T22:30:05');
    expect(localDate(t, 180)).toBe('2025-03-16');
  });

  it('parses only real yyyy-MM-dd dates', () => {
    expect(parseDate('2024-02-29')).not.toBeNull();
    expect(dayToDate(parseDate('2024-02-29') ?? 0)).toBe('2024-02-29');
    for (const bad of ['2025-02-29', '2025-13-01', '2025-1-01', '01.03.2025', '2025-03-01T00:00:00', '']) {
      expect(parseDate(bad)).toBeNull();
    }
  });
});
