import { businessDay } from '../../../shared/business-dates';
import { combineSummaryParts, type SummaryPart, summaryPart } from '../../../shared/check-summary';
import type { Check } from '../../../shared/domain/check';
import type { ChecksRepo } from './checks-repo';
import { checkKey, type ExportSource, goneFromStore } from './export-source';

type CheckRef = { branch: string; id: number; businessDate: string };

/** Checks of filtered loads (not stored) kept for export, at most this many. */
const MAX_UNSTORED = 50_000;

/**
 * The checks the check browser names by reference (detail, export, a filter's summary): from the
 * store, or from the answers of loads filtered by number or table, which are partial days and never
 * stored, so the last ones are kept here. One missing fails the call, so a detail, an export or a
 * summary never stands for less than was asked for.
 */
export function createKeptChecks(store: ChecksRepo, key: () => string) {
  let unstored = new Map<string, Check>();

  return {
    /** Keeps a filtered load's answer, newer than any stored copy of its checks. */
    keep(checks: readonly Check[]): void {
      if (unstored.size + checks.length > MAX_UNSTORED) unstored = new Map();
      for (const c of checks) unstored.set(checkKey(c.branch, c.id), c);
    },

    /** The full checks named, in the order asked: a filtered load's kept answer first, else the store. */
    checksOf(refs: readonly CheckRef[]): Check[] {
      const stored = new Map<string, Check>();
      for (const c of store.findChecks(key(), refs)) stored.set(checkKey(c.branch, c.id), c);
      const found: Check[] = [];
      for (const ref of refs) {
        const k = checkKey(ref.branch, ref.id);
        const c = unstored.get(k) ?? stored.get(k);
        if (c) found.push(c);
      }
      if (found.length < refs.length) throw goneFromStore(refs.length - found.length, refs.length);
      return found;
    },

    /**
     * What an export of these checks reads, for the core worker (checksOfSource): the bodies of the
     * stored days that hold them and the kept checks among them, nothing parsed here.
     */
    sourceOf(refs: readonly CheckRef[]): ExportSource {
      const kept: Check[] = [];
      const stored: CheckRef[] = [];
      for (const ref of refs) {
        const c = unstored.get(checkKey(ref.branch, ref.id));
        if (c) kept.push(c);
        else stored.push(ref);
      }
      return { refs, days: store.findDayBodies(key(), stored), kept };
    },

    /** The summary of exactly these checks: whole stored days from their kept parts, the rest from full checks. */
    summaryOf(refs: readonly CheckRef[]) {
      const byBranch = new Map<string, Map<string, Set<number>>>();
      for (const ref of refs) {
        const days = byBranch.get(ref.branch) ?? new Map<string, Set<number>>();
        const date = businessDay(ref.businessDate);
        const ids = days.get(date) ?? new Set<number>();
        ids.add(ref.id);
        days.set(date, ids);
        byBranch.set(ref.branch, days);
      }
      const parts: SummaryPart[] = [];
      let missing = 0;
      for (const [branch, days] of byBranch) {
        const dates = [...days.keys()];
        const slim = store.readSlimDays(key(), branch, dates);
        const partial: string[] = [];
        for (const [date, ids] of days) {
          const day = slim.get(date);
          // A stored day asked whole (and not replaced by a filtered load's newer copies) is its kept part.
          const whole =
            day !== undefined &&
            day.rows.length === ids.size &&
            day.rows.every((r) => ids.has(r.id) && !unstored.has(checkKey(branch, r.id)));
          if (whole) parts.push(day.part);
          else partial.push(date);
        }
        const full = partial.length > 0 ? store.readDays(key(), branch, partial) : new Map();
        for (const date of partial) {
          const ids = days.get(date) ?? new Set<number>();
          const stored = new Map<number, Check>(
            (full.get(date)?.checks ?? []).map((c: Check): [number, Check] => [c.id, c]),
          );
          const checks: Check[] = [];
          for (const id of ids) {
            const c = unstored.get(checkKey(branch, id)) ?? stored.get(id);
            if (c) checks.push(c);
            else missing += 1;
          }
          parts.push(summaryPart(branch, date, checks));
        }
      }
      if (missing > 0) throw goneFromStore(missing, refs.length);
      return combineSummaryParts(parts);
    },
  };
}
