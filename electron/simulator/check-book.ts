import { type GenCheck, generateDay, type MenuTables, menuTables } from './data/check-generator';
import { writeCheck } from './dialects/write-records';
import type { BranchMenu } from './item-store';
import type { ResolvedOptions } from './options';

type CheckQuery = {
  /** Day numbers (days since 1970-01-01), both ends inclusive. */
  start: number;
  end: number;
  number: number | null;
  tableNo: string | null;
  /** The clock's business date and instant: today's checks exist only up to now, some still Open. */
  today: number;
  nowMs: number;
};

/** Answers GetChecks from days generated on demand; only a few days are kept in memory. */
export type CheckBook = { query(menu: BranchMenu, q: CheckQuery): string };

const CACHED_DAYS = 8;

export function createCheckBook(opts: ResolvedOptions): CheckBook {
  const days = new Map<string, GenCheck[]>();
  const tables = new Map<string, MenuTables>();

  const dayOf = (menu: BranchMenu, day: number): GenCheck[] => {
    const key = `${menu.info.code}:${day}`;
    const hit = days.get(key);
    if (hit) {
      // Re-insert: the Map's order is the LRU order.
      days.delete(key);
      days.set(key, hit);
      return hit;
    }
    let t = tables.get(menu.info.code);
    if (!t) {
      t = menuTables(menu.items);
      tables.set(menu.info.code, t);
    }
    const checks = generateDay(opts.seed, menu.info, t, day, opts.timezoneOffsetMinutes);
    days.set(key, checks);
    if (days.size > CACHED_DAYS) {
      const oldest = days.keys().next().value;
      if (oldest !== undefined) days.delete(oldest);
    }
    return checks;
  };

  return {
    query(menu, q) {
      const first = Math.max(q.start, q.today - opts.historyDays + 1);
      const last = Math.min(q.end, q.today);
      // Codes are the items' current IntegrationCode, read when the check is sent.
      const codeOf = (itemId: number) => menu.byId.get(itemId)?.code ?? '';
      const parts: string[] = [];
      for (let day = first; day <= last; day++) {
        for (const c of dayOf(menu, day)) {
          if (day === q.today && c.openedMs > q.nowMs) continue;
          if (q.number !== null && c.number !== q.number) continue;
          if (q.tableNo !== null && c.tableNo !== q.tableNo) continue;
          const ctx = { day, open: c.closedMs > q.nowMs, codeOf, tzMinutes: opts.timezoneOffsetMinutes };
          parts.push(JSON.stringify(writeCheck(opts.dialect, c, ctx)));
        }
      }
      return `[${parts.join(',')}]`;
    },
  };
}
