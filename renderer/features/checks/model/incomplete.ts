import { type DayStatus, isDayIncomplete } from '../../../../shared/domain/check';

/**
 * Why loaded days may miss checks, each said once: an answer whose records had no readable
 * business day (`undated`) or were dated outside the days asked (`outside`) once for that answer
 * (its days from..to), however many of its days are shown; records of one day that could not be
 * read (`unreadable`) for that day.
 */
export type DayGap = {
  kind: 'undated' | 'outside' | 'unreadable';
  branch: string;
  from: string;
  to: string;
  /** Records: checks that could not be dated, dated outside, or could not be read. */
  count: number;
};

export type IncompleteDays = {
  /** Days that may miss checks (isDayIncomplete): read in part, or not loaded at all. */
  days: DayStatus[];
  /** Of those, the days read in part: they have checks to show, but not all of them. */
  partly: DayStatus[];
  /** Of those, the days not loaded (failed or stopped): DayAlerts says why. */
  notLoaded: DayStatus[];
  gaps: DayGap[];
};

const NONE: IncompleteDays = { days: [], partly: [], notLoaded: [], gaps: [] };

export function incompleteDays(days: readonly DayStatus[]): IncompleteDays {
  const incomplete = days.filter((d) => d.status !== 'pending' && isDayIncomplete(d));
  if (incomplete.length === 0) return NONE;
  const answers = new Map<string, DayGap[]>();
  const perDay: DayGap[] = [];
  for (const d of incomplete) {
    const a = d.incomplete;
    // Every day of an answer carries the same figures: the first day seen says them for all.
    if (a) {
      const key = `${d.branch}\u0000${a.from}\u0000${a.to}`;
      if (!answers.has(key)) {
        const of = { branch: d.branch, from: a.from, to: a.to };
        answers.set(key, [
          ...(a.undated > 0 ? [{ kind: 'undated' as const, ...of, count: a.undated }] : []),
          ...(a.outside > 0 ? [{ kind: 'outside' as const, ...of, count: a.outside }] : []),
        ]);
      }
    }
    const unreadable = d.unreadableCount ?? 0;
    if (unreadable > 0)
      perDay.push({ kind: 'unreadable', branch: d.branch, from: d.date, to: d.date, count: unreadable });
  }
  const gaps = [...[...answers.values()].flat(), ...perDay].sort(
    (a, b) => cmp(a.branch, b.branch) || cmp(a.from, b.from) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind],
  );
  return {
    days: incomplete,
    partly: incomplete.filter((d) => d.status !== 'failed'),
    notLoaded: incomplete.filter((d) => d.status === 'failed'),
    gaps,
  };
}

/** The gaps that concern one day (its answer's, and its own unreadable records). */
export function gapsOfDay(gaps: readonly DayGap[], day: Pick<DayStatus, 'branch' | 'date'>): DayGap[] {
  return gaps.filter((g) => g.branch === day.branch && g.from <= day.date && day.date <= g.to);
}

const KIND_ORDER: Record<DayGap['kind'], number> = { undated: 0, outside: 1, unreadable: 2 };

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
