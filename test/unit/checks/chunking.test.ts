import { describe, expect, it } from 'vitest';
import { daysPerCall, planChunks, takeChunk, updateEstimate } from '../../../electron/core/checks/chunking';
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
  it('reads a busy or unknown branch one day per call and a quiet one several days', () => {
    expect(daysPerCall(null)).toBe(1);
    expect(daysPerCall(900)).toBe(1);
    expect(daysPerCall(150)).toBe(2);
    expect(daysPerCall(20)).toBe(7);
    expect(daysPerCall(0)).toBe(7);
    expect(daysPerCall(Number.POSITIVE_INFINITY)).toBe(1);
  });

  it('covers every wanted day exactly once and never a day that was not asked for', () => {
    const wanted = enumerateDays('2024-05-01', '2024-05-31').filter(
      (d) => d !== '2024-05-10' && d !== '2024-05-11',
    );
    for (const size of [1, 2, 3, 7, 40]) {
      const chunks = planChunks(wanted, size);
      expect(chunks.flatMap((c) => c.dates)).toEqual(wanted);
      for (const c of chunks) {
        expect(c.dates.length).toBeLessThanOrEqual(size);
        expect(c.dates).toEqual(enumerateDays(c.from, c.to));
      }
    }
  });

  it('stops a chunk at a gap (a cached day in the middle is not fetched again)', () => {
    const { chunk, rest } = takeChunk(['2024-05-01', '2024-05-02', '2024-05-04', '2024-05-05'], 7);
    expect(chunk).toEqual({ from: '2024-05-01', to: '2024-05-02', dates: ['2024-05-01', '2024-05-02'] });
    expect(rest).toEqual(['2024-05-04', '2024-05-05']);
  });

  it('learns checks per day from the answers', () => {
    expect(updateEstimate(null, 60, 3)).toBe(20);
    expect(updateEstimate(20, 0, 1)).toBeCloseTo(6);
  });
});
