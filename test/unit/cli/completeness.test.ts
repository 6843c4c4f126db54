import { describe, expect, it } from 'vitest';
import { completenessExit, daysCompleteness, incompleteLines } from '../../../electron/cli/completeness';
import type { DayStatus, UnreadableRecord } from '../../../shared/domain/check';

const day = (date: string, over: Partial<DayStatus> = {}): DayStatus => ({
  branch: 'B01',
  date,
  status: 'fetched',
  fetchedAt: '2026-11-20T10:00:00.000Z',
  final: false,
  checkCount: 100,
  ...over,
});

const undatedRecord = (n: number): UnreadableRecord => ({
  what: 'check',
  branch: 'B01',
  businessDate: null,
  reason: 'BusinessDate: "/Date(x)/" is not a date',
  raw: `{"Id":${n}}`,
});

/** One answer for 13..15 Nov whose 413 checks had no readable day: every day carries its figures. */
const answer = { from: '2026-11-13', to: '2026-11-15', undated: 413, outside: 0 };
const DAYS = ['2026-11-13', '2026-11-14', '2026-11-15'].map((d) => day(d, { incomplete: answer }));
const UNDATED = Array.from({ length: 413 }, (_, i) => undatedRecord(i));

describe('what a checks command misses', () => {
  it('tells an answer whose dates could not be read once, not once per day', () => {
    const c = daysCompleteness(DAYS, UNDATED);
    expect(c.complete).toBe(false);
    expect(c.answers).toEqual([{ branch: 'B01', ...answer }]);
    expect(c.days.map((d) => d.answer)).toEqual(DAYS.map(() => ({ from: answer.from, to: answer.to })));
    expect(c.unreadable).toEqual({
      count: 413,
      reasons: [{ reason: 'BusinessDate: "/Date(x)/" is not a date', count: 413 }],
    });
    const lines = incompleteLines(c, UNDATED);
    expect(lines).toEqual([
      'could not read the dates of 413 checks of 2026-11-13..2026-11-15 (B01); those days are incomplete and will be fetched again: BusinessDate: "/Date(x)/" is not a date',
    ]);
    expect(completenessExit(c)).toBe(3);
  });

  it('tells checks dated outside the days asked, and unreadable checks of a day with that day', () => {
    const outside = { from: '2026-11-13', to: '2026-11-13', undated: 0, outside: 7 };
    const dated: UnreadableRecord = {
      ...undatedRecord(1),
      businessDate: '2026-11-14',
      reason: 'Id: missing',
    };
    const days = [day('2026-11-13', { incomplete: outside }), day('2026-11-14', { unreadableCount: 1 })];
    const c = daysCompleteness(days, [dated]);
    expect(incompleteLines(c, [dated])).toEqual([
      '7 checks of the answer for 2026-11-13 (B01) were dated outside those days; those days are incomplete and will be fetched again',
      '1 check of B01 2026-11-14 could not be read (not in the totals): Id: missing; the day is incomplete and will be fetched again',
    ]);
    expect(completenessExit(c)).toBe(3);
  });

  it('without the records, counts them from the days', () => {
    const c = daysCompleteness([day('2026-11-14', { unreadableCount: 4 }), day('2026-11-15')], null);
    expect(c.unreadable).toEqual({ count: 4, reasons: [] });
    expect(incompleteLines(c, null)).toEqual([
      '4 checks of B01 2026-11-14 could not be read (not counted); the day is incomplete and will be fetched again',
    ]);
  });

  it('a failed day is the service failing (exit 1, over 3); whole days are complete (exit 0)', () => {
    const error = { code: 'upstream_error' as const, message: 'failed', retryable: true };
    const failed = daysCompleteness([day('2026-11-13', { status: 'failed', error }), ...DAYS], UNDATED);
    expect(failed.failedDays).toEqual([{ branch: 'B01', date: '2026-11-13', error: 'failed' }]);
    expect(completenessExit(failed)).toBe(1);
    const whole = daysCompleteness([day('2026-11-13'), day('2026-11-14', { status: 'cached' })], []);
    expect(whole.complete).toBe(true);
    expect(completenessExit(whole)).toBe(0);
  });
});
