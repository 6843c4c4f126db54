import { type DayStatus, isDayIncomplete, type UnreadableRecord } from '../../shared/domain/check';
import { EXIT_INCOMPLETE, EXIT_OK, EXIT_UPSTREAM } from './exit-codes';
import { coreText, words } from './i18n';

/** An answer that held checks with no readable business day, or dated outside the days it was asked for. */
export type IncompleteAnswerReport = {
  branch: string;
  from: string;
  to: string;
  undated: number;
  outside: number;
};

/** Why a reason was given how many times. */
export type ReasonCount = { reason: string; count: number };

/**
 * What a checks command's output misses, for --json and stderr: `complete` is true only when every
 * day was fetched (or kept) whole and every record the service sent was read.
 */
export type Completeness = {
  complete: boolean;
  /** Days the service did not give (or gave only an older copy of): their error. */
  failedDays: { branch: string; date: string; error: string }[];
  /** Fetched days that may miss checks: how many of theirs could not be read, and their answer's range. */
  days: { branch: string; date: string; unreadable: number; answer: { from: string; to: string } | null }[];
  /** Each answer with checks of no readable day, or dated outside its days: once, not once per day. */
  answers: IncompleteAnswerReport[];
  /** Records that could not be read, with their reasons (the commonest first). */
  unreadable: { count: number; reasons: ReasonCount[] };
};

/**
 * The completeness of a load of days. `unreadable` is the load's list of records that could not be
 * read; null when the command has only the days (their counts stand in, without reasons).
 */
export function daysCompleteness(
  days: readonly DayStatus[],
  unreadable: readonly UnreadableRecord[] | null,
): Completeness {
  const failedDays = days
    .filter((d) => d.status === 'failed' || d.error !== undefined)
    .map((d) => ({ branch: d.branch, date: d.date, error: d.error?.message ?? 'failed' }));
  const incompleteDays = days
    .filter((d) => d.status !== 'failed' && d.error === undefined && isDayIncomplete(d))
    .map((d) => ({
      branch: d.branch,
      date: d.date,
      unreadable: d.unreadableCount ?? 0,
      answer: d.incomplete ? { from: d.incomplete.from, to: d.incomplete.to } : null,
    }));
  const answers = new Map<string, IncompleteAnswerReport>();
  for (const d of days) {
    const a = d.incomplete;
    if (!a) continue;
    // Every day of an answer carries the same figures: they are counted once.
    answers.set(`${d.branch}\u0000${a.from}\u0000${a.to}`, { branch: d.branch, ...a });
  }
  const count =
    unreadable === null ? days.reduce((n, d) => n + (d.unreadableCount ?? 0), 0) : unreadable.length;
  return {
    complete: failedDays.length === 0 && incompleteDays.length === 0 && answers.size === 0 && count === 0,
    failedDays,
    days: incompleteDays,
    answers: [...answers.values()],
    unreadable: { count, reasons: reasonCounts(unreadable ?? []) },
  };
}

export function reasonCounts(records: readonly UnreadableRecord[]): ReasonCount[] {
  const counts = new Map<string, number>();
  for (const r of records) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
  return [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
}

/** 1 when the service failed some days (that wins), 3 when the output misses records, else 0. */
export function completenessExit(c: Completeness): number {
  if (c.failedDays.length > 0) return EXIT_UPSTREAM;
  return c.complete ? EXIT_OK : EXIT_INCOMPLETE;
}

/** The commonest reasons of `records`, each in the current language (its message code when it has one). */
export function reasonsText(records: readonly UnreadableRecord[], shown = 3): string {
  const said = new Map<string, UnreadableRecord['reasonSaid']>();
  for (const r of records) if (!said.has(r.reason)) said.set(r.reason, r.reasonSaid);
  return reasonCounts(records)
    .slice(0, shown)
    .map((r) => coreText(said.get(r.reason), r.reason))
    .join('; ');
}

/**
 * The stderr lines of what a load missed, failed days left out (the progress reports them as they
 * happen): per answer whose dates could not be read or lay outside the days asked, then per day
 * the records of it that could not be read. A record with no readable day is told once, with its
 * answer, never once per day of that answer.
 */
export function incompleteLines(c: Completeness, unreadable: readonly UnreadableRecord[] | null): string[] {
  const w = words();
  const lines: string[] = [];
  const undatedOf = (branch: string) =>
    (unreadable ?? []).filter((u) => u.branch === branch && u.businessDate === null);
  // The engine lists an answer's undated records with its first day, answers in day order: each
  // answer's reasons are the next `undated` of its branch's list.
  const taken = new Map<string, number>();
  const told = new Set<string>();
  for (const a of [...c.answers].sort((x, y) => (x.from < y.from ? -1 : x.from > y.from ? 1 : 0))) {
    if (a.undated > 0) {
      const start = taken.get(a.branch) ?? 0;
      taken.set(a.branch, start + a.undated);
      const why = reasonsText(undatedOf(a.branch).slice(start, start + a.undated));
      lines.push(w.undatedAnswer(a.undated, a.from, a.to, a.branch, why));
      told.add(a.branch);
    }
    if (a.outside > 0) lines.push(w.outsideAnswer(a.outside, a.from, a.to, a.branch));
  }
  if (unreadable === null) {
    for (const d of c.days) {
      if (d.unreadable > 0) lines.push(w.dayUnreadableCount(d.unreadable, d.branch, d.date));
    }
    return lines;
  }
  const byDay = new Map<string, { branch: string; date: string; list: UnreadableRecord[] }>();
  const undated = new Map<string, UnreadableRecord[]>();
  for (const u of unreadable) {
    if (u.businessDate === null) {
      if (!told.has(u.branch)) undated.set(u.branch, [...(undated.get(u.branch) ?? []), u]);
      continue;
    }
    const key = `${u.branch} ${u.businessDate}`;
    const entry = byDay.get(key) ?? { branch: u.branch, date: u.businessDate, list: [] };
    entry.list.push(u);
    byDay.set(key, entry);
  }
  for (const { branch, date, list } of byDay.values()) {
    lines.push(w.dayUnreadable(list.length, branch, date, reasonsText(list)));
  }
  for (const [branch, list] of undated)
    lines.push(w.undatedUnreadable(list.length, branch, reasonsText(list)));
  return lines;
}
