import { describe, expect, it } from 'vitest';
import { blend, chunkOf, consecutiveRuns, daysPerCall, halves } from '../../../electron/core/checks/chunking';
import { addDays, enumerateDays, isIsoDate } from '../../../shared/business-dates';

describe('dates', () => {
  it('enumerates inclusive ranges across month ends and DST changes', () => {
    expect(enumerateDays('2024-02-27', '2024-03-02')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
    ]);
    expect(enumerateDays('2024-03-30', '2024-04-01')).toHaveLength(3);
    expect(enumerateDays('2024-05-02', '2024-05-01')).toEqual([]);
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });

  it('rejects dates that do not exist', () => {
    expect(isIsoDate('2024-02-30')).toBe(false);
    expect(isIsoDate('2024-2-3')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
  });
});

describe('chunking', () => {
  const policy = { maxChecks: 4000, maxDays: 31, probeDays: 2, timeoutShare: 0.25 };
  const w = (checksPerDay: number | null, msPerCheck: number | null = null) => ({ checksPerDay, msPerCheck });

  it("sizes a request from what the branch's days weigh, within the answer budget", () => {
    expect(daysPerCall(w(null), policy)).toBe(2);
    expect(daysPerCall(w(9000), policy)).toBe(1);
    expect(daysPerCall(w(372), policy)).toBe(10);
    expect(daysPerCall(w(20), policy)).toBe(31);
    expect(daysPerCall(w(0), policy)).toBe(31);
    expect(daysPerCall(w(Number.POSITIVE_INFINITY), policy)).toBe(2);
  });

  it("keeps an answer's expected time well inside the client timeout", () => {
    // 2 ms a check and a 30 s timeout: a quarter of it is 3,750 checks, under the 4,000 budget.
    expect(daysPerCall(w(375, 2), policy, 30_000)).toBe(10);
    // 20 ms a check (a slow branch): 375 checks, one day.
    expect(daysPerCall(w(375, 20), policy, 30_000)).toBe(1);
    expect(daysPerCall(w(100, 20), policy, 30_000)).toBe(3);
  });

  it('stops a run at a gap (a cached day in the middle is not fetched again)', () => {
    expect(consecutiveRuns(['2024-05-01', '2024-05-02', '2024-05-04', '2024-05-05'])).toEqual([
      ['2024-05-01', '2024-05-02'],
      ['2024-05-04', '2024-05-05'],
    ]);
  });

  it('splits a failed range into two halves that cover it', () => {
    const [a, b] = halves(chunkOf(enumerateDays('2024-05-01', '2024-05-07')));
    expect(a).toEqual({
      from: '2024-05-01',
      to: '2024-05-04',
      dates: enumerateDays('2024-05-01', '2024-05-04'),
    });
    expect(b).toEqual({
      from: '2024-05-05',
      to: '2024-05-07',
      dates: enumerateDays('2024-05-05', '2024-05-07'),
    });
  });

  it('learns from the answers, recent ones weighing more', () => {
    expect(blend(null, 20)).toBe(20);
    expect(blend(20, 0)).toBeCloseTo(6);
  });
});
