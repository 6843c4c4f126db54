import { afterAll, describe, expect, test } from 'vitest';
import { caption, cellTone, dayTitle } from '../../../renderer/features/checks/model/day-words';
import { overviewOf } from '../../../renderer/features/checks/model/days';
import { incompleteDays } from '../../../renderer/features/checks/model/incomplete';
import { gapText, incompleteSentences } from '../../../renderer/features/checks/model/incomplete-text';
import { activateLocale } from '../../../renderer/i18n/i18n';
import type { DayStatus, IncompleteAnswer } from '../../../shared/domain/check';

/**
 * Days read in part say "incomplete", never "0 checks" where the truth is "could not read"; an
 * answer's undated or outside records are said once for the answer, however many days it covered.
 */
afterAll(() => activateLocale('en'));

const day = (date: string, extra: Partial<DayStatus> = {}): DayStatus => ({
  branch: 'B1',
  date,
  status: 'fetched',
  fetchedAt: '2026-11-20T10:00:00.000Z',
  final: false,
  checkCount: 0,
  ...extra,
});
const answer = (from: string, to: string, undated: number, outside = 0): IncompleteAnswer => ({
  from,
  to,
  undated,
  outside,
});
const where = { multi: false, branchName: (c: string) => c };
/** ICU spaces a range with thin or no-break spaces, as the locale wants: compared as plain spaces. */
const plain = (s: string) => s.replace(/[\u2009\u202f\u00a0]/g, ' ');

// The days of one answer (13..15 Nov) with 413 checks whose date could not be read, and a day
// after it read whole.
const covered = answer('2026-11-13', '2026-11-15', 413);
const days = [
  day('2026-11-13', { incomplete: covered, checkCount: 120 }),
  day('2026-11-14', { incomplete: covered }),
  day('2026-11-15', { incomplete: covered, checkCount: 3 }),
  day('2026-11-16', { checkCount: 200, final: true, status: 'cached' }),
];

describe('incompleteDays', () => {
  test('an answer is counted once, not once per day it covered', () => {
    const o = incompleteDays(days);
    expect(o.days.map((d) => d.date)).toEqual(['2026-11-13', '2026-11-14', '2026-11-15']);
    expect(o.gaps).toEqual([
      { kind: 'undated', branch: 'B1', from: '2026-11-13', to: '2026-11-15', count: 413 },
    ]);
  });

  test('outside records are their answer’s too; unreadable records are their day’s; failed days are not loaded', () => {
    const o = incompleteDays([
      day('2026-11-13', { incomplete: answer('2026-11-13', '2026-11-14', 0, 7) }),
      day('2026-11-14', { incomplete: answer('2026-11-13', '2026-11-14', 0, 7), unreadableCount: 2 }),
      day('2026-11-15', { status: 'failed', error: { code: 'timeout', message: 'x', retryable: true } }),
      day('2026-11-16', { status: 'pending' }),
    ]);
    expect(o.gaps.map((g) => [g.kind, g.from, g.to, g.count])).toEqual([
      ['outside', '2026-11-13', '2026-11-14', 7],
      ['unreadable', '2026-11-14', '2026-11-14', 2],
    ]);
    expect(o.partly.map((d) => d.date)).toEqual(['2026-11-13', '2026-11-14']);
    expect(o.notLoaded.map((d) => d.date)).toEqual(['2026-11-15']);
  });

  test('a load read whole has nothing to say', () => {
    expect(incompleteDays([day('2026-11-16', { checkCount: 4 })]).days).toEqual([]);
  });
});

describe('in English', () => {
  test('the dates of an answer’s checks could not be read: said once, for its days', () => {
    activateLocale('en');
    const [gap] = incompleteDays(days).gaps;
    expect(plain(gapText(gap!, where))).toBe(
      'Could not read the dates of 413 checks of Nov 13 – 15; these days are incomplete',
    );
    expect(incompleteSentences(incompleteDays(days), where)).toHaveLength(1);
  });

  test('one day, outside records, unreadable records, a branch of a chain', () => {
    activateLocale('en');
    const one = { kind: 'undated' as const, branch: 'B1', from: '2026-11-13', to: '2026-11-13', count: 1 };
    expect(gapText(one, where)).toBe('Could not read the dates of 1 check of Nov 13; this day is incomplete');
    expect(plain(gapText({ ...one, kind: 'outside', to: '2026-11-14', count: 7 }, where))).toBe(
      '7 checks of Nov 13 – 14 were dated outside the days asked; these days are incomplete',
    );
    expect(gapText({ ...one, kind: 'unreadable', count: 2 }, where)).toBe(
      '2 checks of Nov 13 could not be read; this day is incomplete',
    );
    expect(gapText(one, { multi: true, branchName: () => 'Kadıköy' })).toBe(
      'Could not read the dates of 1 check of Kadıköy, Nov 13; this day is incomplete',
    );
  });

  test('the strip says "incomplete" and "checks read", never a bare "0 checks"', () => {
    activateLocale('en');
    const o = incompleteDays(days);
    const text = caption(overviewOf(days), o.partly.length);
    expect(text).toMatch(/^4 of 4 days loaded · 3 days incomplete · 323 checks read/);
    const empty = days[1]!;
    expect(cellTone(empty)).toBe('incomplete');
    const title = plain(dayTitle(empty, o, where));
    expect(title).toMatch(/^Sat, Nov 14: incomplete, 0 checks read\. Could not read the dates of 413 checks/);
    expect(title).not.toMatch(/^[^:]*: 0 checks,/);
    expect(cellTone(days[3]!)).toBe('ok');
    expect(caption(overviewOf([days[3]!]), 0)).toMatch(/^1 of 1 day loaded · 200 checks/);
  });

  test('days not loaded are counted after the gaps; a long list ends with "and N more"', () => {
    activateLocale('en');
    const many = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04'].map((d) =>
      day(d, { unreadableCount: 1 }),
    );
    const failed = day('2026-11-05', {
      status: 'failed',
      error: { code: 'timeout', message: 'x', retryable: true },
    });
    const said = incompleteSentences(incompleteDays([...many, failed]), where, 2);
    expect(said.slice(2)).toEqual(['and 2 more', '1 day could not be loaded']);
  });
});

describe('in Turkish', () => {
  test('“13–15 Kas: 413 adisyonun tarihi okunamadı; bu günler eksik”', () => {
    activateLocale('tr');
    const [gap] = incompleteDays(days).gaps;
    expect(plain(gapText(gap!, where))).toBe('13 – 15 Kas: 413 adisyonun tarihi okunamadı; bu günler eksik');
    expect(gapText({ ...gap!, to: gap!.from, count: 1 }, where)).toBe(
      '13 Kas: 1 adisyonun tarihi okunamadı; bu gün eksik',
    );
    expect(plain(gapText({ ...gap!, kind: 'outside', count: 7 }, where))).toBe(
      '13 – 15 Kas: 7 adisyon istenen günlerin dışında tarihli; bu günler eksik',
    );
  });

  test('the strip’s caption and tooltip', () => {
    activateLocale('tr');
    const o = incompleteDays(days);
    expect(caption(overviewOf(days), o.partly.length)).toMatch(
      /^4 gün içinden 4 gün yüklendi · 3 gün eksik · 323 adisyon okundu/,
    );
    expect(plain(dayTitle(days[1]!, o, where))).toMatch(
      /^14 Kas Cmt: eksik, 0 adisyon okundu\. 13 – 15 Kas: 413 adisyonun tarihi okunamadı; bu günler eksik\.$/,
    );
  });
});
