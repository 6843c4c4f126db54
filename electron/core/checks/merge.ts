import { businessDay } from '../../../shared/business-dates';
import type { Check } from '../../../shared/domain/check';

const checkKey = (c: Pick<Check, 'branch' | 'id'>) => `${c.branch}\u0000${c.id}`;

/**
 * One check per (branch, Id): Id is unique within a branch, CheckNumber only within a day. When the
 * same check comes twice (overlapping answers, a day refetched), the later one wins: it is newer.
 */
export function dedupeChecks<T extends Pick<Check, 'branch' | 'id'>>(checks: Iterable<T>): T[] {
  const byKey = new Map<string, T>();
  for (const c of checks) {
    const key = checkKey(c);
    byKey.delete(key);
    byKey.set(key, c);
  }
  return [...byKey.values()];
}

/**
 * Splits one answer (covering several days) back into its business days. Checks dated outside the
 * requested days are dropped and counted: storing them would make a day look complete when it was
 * never asked for.
 */
export function splitByDay(
  checks: readonly Check[],
  dates: readonly string[],
): { byDay: Map<string, Check[]>; outside: number } {
  const byDay = new Map<string, Check[]>(dates.map((d) => [d, []]));
  let outside = 0;
  for (const c of dedupeChecks(checks)) {
    const day = byDay.get(businessDay(c.businessDate));
    if (day) day.push(c);
    else outside += 1;
  }
  return { byDay, outside };
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Date, branch, number, Id. Plain code-unit comparison: localeCompare costs seconds on a year. */
type Ordered = Pick<Check, 'businessDate' | 'branch' | 'checkNumber' | 'id'>;

export function compareChecks(a: Ordered, b: Ordered): number {
  return (
    cmp(a.businessDate, b.businessDate) ||
    cmp(a.branch, b.branch) ||
    a.checkNumber - b.checkNumber ||
    a.id - b.id
  );
}

/** What the user filtered on (check number, table) applied to checks we already have. */
export function matchesFilter(
  c: Pick<Check, 'checkNumber' | 'tableNo'>,
  filter: { number?: number; tableNo?: string },
): boolean {
  if (filter.number !== undefined && c.checkNumber !== filter.number) return false;
  if (filter.tableNo !== undefined && (c.tableNo ?? '').trim() !== filter.tableNo.trim()) return false;
  return true;
}
