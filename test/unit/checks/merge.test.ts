import { describe, expect, it } from 'vitest';
import { isFinalDay, mayKeepAsFinal } from '../../../electron/core/checks/final-day';
import { dedupeChecks, matchesFilter, splitByDay } from '../../../electron/core/checks/merge';
import { check } from './fixtures';

describe('merging answers', () => {
  it('keeps one check per (branch, Id), the later copy winning', () => {
    const old = check({ id: 7, state: 'Open' });
    const newer = check({ id: 7, state: 'Closed' });
    const other = check({ id: 7, branch: 'B2' });
    const out = dedupeChecks([old, check({ id: 8 }), newer, other]);
    expect(out).toHaveLength(3);
    expect(out.find((c) => c.branch === 'B1' && c.id === 7)?.state).toBe('Closed');
  });

  it('does not merge checks that share a number on different days', () => {
    const a = check({ id: 1, checkNumber: 5, businessDate: '2024-05-01' });
    const b = check({ id: 2, checkNumber: 5, businessDate: '2024-05-02' });
    expect(dedupeChecks([a, b])).toHaveLength(2);
  });

  it('splits a several-day answer back into its days, empty days included', () => {
    const answer = [
      check({ id: 1, businessDate: '2024-05-01' }),
      check({ id: 2, businessDate: '2024-05-03T00:00:00' }),
      check({ id: 3, businessDate: '2024-05-09' }),
      check({ id: 1, businessDate: '2024-05-01' }),
    ];
    const { byDay, outside } = splitByDay(answer, ['2024-05-01', '2024-05-02', '2024-05-03']);
    expect([...byDay.entries()].map(([d, cs]) => [d, cs.map((c) => c.id)])).toEqual([
      ['2024-05-01', [1]],
      ['2024-05-02', []],
      ['2024-05-03', [2]],
    ]);
    expect(outside).toBe(1);
  });

  it('filters by check number and table the way the service does', () => {
    const c = check({ checkNumber: 12, tableNo: ' 4 ' });
    expect(matchesFilter(c, {})).toBe(true);
    expect(matchesFilter(c, { number: 12 })).toBe(true);
    expect(matchesFilter(c, { number: 13 })).toBe(false);
    expect(matchesFilter(c, { tableNo: '4' })).toBe(true);
    expect(matchesFilter(c, { number: 12, tableNo: '5' })).toBe(false);
  });
});

describe('final days', () => {
  const today = '2024-05-10';
  it('keeps a closed past day as final', () => {
    expect(isFinalDay('2024-05-09', [check(), check({ id: 2 })], today, 'unknown')).toBe(true);
    expect(isFinalDay('2024-05-09', [], today, 'inclusive')).toBe(true);
    expect(isFinalDay('2024-05-09', [], today, 'exclusive')).toBe(true);
  });
  it('never keeps an empty past day as final while the end_date rule is unknown', () => {
    expect(isFinalDay('2024-05-09', [], today, 'unknown')).toBe(false);
  });
  it('refreshes today and any day with an open check', () => {
    expect(isFinalDay(today, [check()], today, 'inclusive')).toBe(false);
    expect(isFinalDay('2024-05-11', [], today, 'inclusive')).toBe(false);
    expect(isFinalDay('2024-05-01', [check(), check({ id: 2, state: 'Open' })], today, 'inclusive')).toBe(
      false,
    );
  });
  it('never keeps a day as final that holds unreadable records or came in an incomplete answer', () => {
    const closed = { date: '2024-05-09', checks: [check()], unreadable: [] };
    expect(mayKeepAsFinal(closed, today, 'inclusive')).toBe(true);
    expect(mayKeepAsFinal({ ...closed, unreadable: [{}] }, today, 'inclusive')).toBe(false);
    const incomplete = { from: '2024-05-08', to: '2024-05-09', undated: 1, outside: 0 };
    expect(mayKeepAsFinal({ ...closed, incomplete }, today, 'inclusive')).toBe(false);
    expect(mayKeepAsFinal({ ...closed, date: today }, today, 'inclusive')).toBe(false);
  });
});
