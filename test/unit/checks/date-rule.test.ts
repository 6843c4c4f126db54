import { describe, expect, it } from 'vitest';
import { askedEnd, learnFromAnswer, ruleFromProbe } from '../../../electron/core/checks/date-rule';
import { splitByDay } from '../../../electron/core/checks/merge';
import type { Check } from '../../../shared/domain/check';

/** A toy service holding one check a day on these days, answering start..end under `rule`. */
function service(rule: 'inclusive' | 'exclusive', days: string[]) {
  const checks = days.map((d, i) => ({ id: i + 1, branch: 'B01', businessDate: `${d}T00:00:00` }) as Check);
  return (start: string, end: string) =>
    checks.filter((c) => {
      const d = c.businessDate.slice(0, 10);
      return d >= start && (rule === 'inclusive' ? d <= end : d < end);
    });
}

const DAYS = ['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04'];

describe('GetChecks end_date rule', () => {
  it('asks from..to+1 until the rule is known, so the answer is complete under either rule', () => {
    for (const truth of ['inclusive', 'exclusive'] as const) {
      const ask = service(truth, DAYS);
      for (const [from, to] of [
        ['2025-03-02', '2025-03-02'],
        ['2025-03-01', '2025-03-03'],
      ] as const) {
        const answer = ask(from, askedEnd(to, 'unknown'));
        const wanted = DAYS.filter((d) => d >= from && d <= to);
        const { byDay } = splitByDay(answer, wanted);
        expect(
          [...byDay.values()].map((c) => c.length),
          `${truth} ${from}..${to}`,
        ).toEqual(wanted.map(() => 1));
      }
    }
  });

  it('asks the range as it is once the service is known inclusive, and to+1 when exclusive', () => {
    expect(askedEnd('2025-03-02', 'inclusive')).toBe('2025-03-02');
    expect(askedEnd('2025-03-02', 'exclusive')).toBe('2025-03-03');
    expect(askedEnd('2025-12-31', 'unknown')).toBe('2026-01-01');
  });

  it('learns inclusive from a check dated on the extra day, and nothing from its absence', () => {
    const asked = { to: '2025-03-02', end: '2025-03-03' };
    expect(learnFromAnswer('unknown', asked, ['2025-03-02T00:00:00', '2025-03-03T00:00:00'])).toBe(
      'inclusive',
    );
    expect(learnFromAnswer('unknown', asked, ['2025-03-02T00:00:00'])).toBe('unknown');
    expect(learnFromAnswer('unknown', { to: '2025-03-02', end: '2025-03-02' }, ['2025-03-02'])).toBe(
      'unknown',
    );
    expect(learnFromAnswer('exclusive', asked, ['2025-03-03'])).toBe('exclusive');
  });

  it('settles the rule by a probe of a day known to have checks, asked with start = end', () => {
    for (const truth of ['inclusive', 'exclusive'] as const) {
      const ask = service(truth, DAYS);
      const answer = ask('2025-03-02', '2025-03-02');
      expect(ruleFromProbe('2025-03-02', { datedDays: answer.map((c) => c.businessDate), undated: 0 })).toBe(
        truth,
      );
    }
  });

  it('learns nothing from a probe whose answer cannot tell', () => {
    // Records back whose dates could not be read: an inclusive service answering in a form we do
    // not read looks empty, and must never be taken for an exclusive one.
    expect(ruleFromProbe('2025-03-02', { datedDays: [], undated: 3 })).toBe('unknown');
    // Only records of other days: a service that ignores the range cannot tell either.
    expect(ruleFromProbe('2025-03-02', { datedDays: ['2025-02-27T00:00:00'], undated: 0 })).toBe('unknown');
    expect(ruleFromProbe('2025-03-02', { datedDays: [], undated: 0 })).toBe('exclusive');
  });
});
