import { create } from 'zustand';
import type {
  ChecksProgress,
  DayStatus,
  ReferenceLists,
  UnreadableRecord,
} from '../../../../shared/domain/check';
import type { CheckRow } from '../../../../shared/domain/check-row';
import type { AppErrorShape } from '../../../../shared/domain/errors';
import type { CheckSummary } from '../../../../shared/domain/summary';
import { errorShapeOf } from '../../../api/api-error';
import { api } from '../../../api/client';
import { readCompact, writeCompact } from '../model/compact-view';
import {
  businessToday,
  type DateRange,
  enumerateDays,
  isIsoDate,
  type Preset,
  presetOf,
  presetRange,
} from '../model/dates';
import { dayKey, pendingDays } from '../model/days';
import { type CheckFilters, NO_FILTERS } from '../model/filters';

function uniqueRecords(records: readonly UnreadableRecord[]): UnreadableRecord[] {
  const byKey = new Map<string, UnreadableRecord>();
  for (const r of records) byKey.set(`${r.branch}\u0000${r.raw}`, r);
  return [...byKey.values()];
}

/** One check across branches: ids are unique per branch only. */
export const checkKey = (c: Pick<CheckRow, 'branch' | 'id'>) => `${c.branch}\u0000${c.id}`;

/** How the core finds a listed check: its branch, id and the business day it is stored under. */
export const checkRef = ({ branch, id, businessDate }: CheckRow) => ({ branch, id, businessDate });

/** What was asked of the core (the check number and table only when the user filtered on them). */
export type LoadQuery = { branches: string[]; from: string; to: string; number?: number; tableNo?: string };

type Running = {
  requestId: string;
  done: number;
  total: number;
  /** A retry of some days: the other days stay on screen meanwhile. */
  retry: boolean;
};

export type ChecksTab = 'checks' | 'summary';

type ChecksStore = {
  // ---- the query being edited
  branches: string[];
  preset: Preset;
  range: DateRange;
  number: string;
  tableNo: string;
  setBranches(branches: string[]): void;
  /** `kept`: the past days the app keeps ready (Settings), which the kept days' preset names. */
  setPreset(preset: Preset, kept: number): void;
  setRange(range: DateRange, kept: number): void;
  setNumber(value: string): void;
  setTableNo(value: string): void;

  // ---- what was loaded
  loaded: LoadQuery | null;
  /** The loaded checks as listed (slim rows: the full check is read on demand, checks.detail). */
  checks: CheckRow[];
  /** The summary of every loaded check, computed in the core; null while none is loaded. */
  summary: CheckSummary | null;
  days: DayStatus[];
  /** Checks the service sent that could not be read: counted and shown raw, never dropped. */
  unreadable: UnreadableRecord[];
  running: Running | null;
  error: AppErrorShape | null;
  /** Reference lists per branch (filters), best effort. */
  meta: Record<string, ReferenceLists>;
  /**
   * Current IntegrationCode by ItemId, per branch (from the items list): a check keeps the code its
   * item had when the check was read, so an item mapped since must not be called unmapped.
   */
  codes: Record<string, ReadonlyMap<number, string>>;
  /** Reads the current codes of these branches again (after a visit to the mapping workspace). */
  loadCodes(branches: readonly string[]): void;
  /** Loads the query; a load already running is cancelled first. */
  load(opts?: { refresh?: boolean }): Promise<void>;
  /** Asks again for some days of the loaded query (failed, cancelled or stale ones). */
  retry(days: readonly Pick<DayStatus, 'branch' | 'date'>[]): Promise<void>;
  cancel(): void;

  // ---- the view
  filters: CheckFilters;
  setFilters(patch: Partial<CheckFilters>): void;
  clearFilters(): void;
  tab: ChecksTab;
  setTab(tab: ChecksTab): void;
  /** The day strip and the cards folded to one line (remembered on this computer). */
  compact: boolean;
  setCompact(compact: boolean): void;
  /** The row the keyboard is on; the detail panel shows it while open. */
  activeKey: string | null;
  detailOpen: boolean;
  setActive(key: string | null): void;
  openDetail(key: string): void;
  closeDetail(): void;
  reset(): void;
};

let sequence = 0;
const newRequestId = () => `checks-${Date.now().toString(36)}-${(++sequence).toString(36)}`;

/** Parses the check-number box: a whole number, or nothing (then it is not sent). */
export function parseCheckNumber(value: string): number | undefined | 'invalid' {
  const t = value.trim();
  if (t === '') return undefined;
  return /^\d{1,9}$/.test(t) ? Number(t) : 'invalid';
}

export function queryOf(s: Pick<ChecksStore, 'branches' | 'range' | 'number' | 'tableNo'>): LoadQuery | null {
  const number = parseCheckNumber(s.number);
  if (number === 'invalid' || s.branches.length === 0) return null;
  if (!isIsoDate(s.range.from) || !isIsoDate(s.range.to) || s.range.from > s.range.to) return null;
  const tableNo = s.tableNo.trim();
  return {
    branches: [...s.branches],
    from: s.range.from,
    to: s.range.to,
    ...(number !== undefined ? { number } : {}),
    ...(tableNo !== '' ? { tableNo } : {}),
  };
}

export function sameQuery(a: LoadQuery | null, b: LoadQuery | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.from === b.from &&
    a.to === b.to &&
    a.number === b.number &&
    a.tableNo === b.tableNo &&
    [...a.branches].sort().join('\u0000') === [...b.branches].sort().join('\u0000')
  );
}

/** Checks in a stable order: business date, branch, check number. */
function sortChecks(checks: CheckRow[]): CheckRow[] {
  // Plain code-unit order, as the core sorts: localeCompare over a chain month costs a visible pause.
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return checks.sort(
    (a, b) =>
      cmp(a.businessDate, b.businessDate) ||
      cmp(a.branch, b.branch) ||
      a.checkNumber - b.checkNumber ||
      a.id - b.id,
  );
}

/**
 * Progress arrives one day at a time (hundreds of events for a chain): collect them and paint at
 * most every animation frame.
 */
function progressBuffer(apply: (events: ChecksProgress[]) => void) {
  let queue: ChecksProgress[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const events = queue;
    queue = [];
    if (events.length > 0) apply(events);
  };
  return {
    push(p: ChecksProgress) {
      queue.push(p);
      if (scheduled) return;
      scheduled = true;
      if (typeof requestAnimationFrame === 'function') requestAnimationFrame(flush);
      else setTimeout(flush, 16);
    },
    flush,
  };
}

const initialRange = () => presetRange('last7', businessToday(), 0);

/** What was loaded, as before the first load (and after a profile switch). */
const NOTHING_LOADED = {
  loaded: null,
  checks: [],
  summary: null,
  days: [],
  unreadable: [],
  running: null,
  error: null,
  meta: {},
  codes: {},
} satisfies Partial<ChecksStore>;

export const useChecks = create<ChecksStore>((set, get) => {
  /** Applies progress events of the running request to the day strip. */
  const applyProgress = (requestId: string, events: ChecksProgress[]) => {
    const running = get().running;
    if (!running || running.requestId !== requestId) return;
    const settled = new Map<string, DayStatus>();
    let done = running.done;
    let total = running.total;
    for (const e of events) {
      done = Math.max(done, e.daysDone);
      total = e.daysTotal || total;
      if (e.day) settled.set(dayKey(e.day.branch, e.day.date), e.day);
    }
    set((s) => ({
      running: s.running ? { ...s.running, done, total } : null,
      days: settled.size === 0 ? s.days : s.days.map((d) => settled.get(dayKey(d.branch, d.date)) ?? d),
    }));
  };

  /** Runs one checks.load as the current request; answers null when superseded or failed. */
  const run = async (
    input: LoadQuery & { refresh?: boolean; onlyDays?: { branch: string; date: string }[] },
    retry: boolean,
  ) => {
    get().cancel();
    const requestId = newRequestId();
    const total =
      input.onlyDays?.length ?? input.branches.length * enumerateDays(input.from, input.to).length;
    set({ running: { requestId, done: 0, total, retry }, error: null });
    const buffer = progressBuffer((events) => applyProgress(requestId, events));
    const off = api().on('checks.progress', (p) => {
      if (p.requestId === requestId) buffer.push(p);
    });
    try {
      const result = await api().call('checks.load', { ...input, requestId });
      buffer.flush();
      return get().running?.requestId === requestId ? result : null;
    } catch (e) {
      if (get().running?.requestId === requestId) set({ error: errorShapeOf(e) });
      return null;
    } finally {
      off();
      if (get().running?.requestId === requestId) set({ running: null });
    }
  };

  const loadMeta = (branches: readonly string[]) => {
    // Filters only: a chain of 200 branches does not need 400 extra requests for them.
    for (const branch of branches.slice(0, 10)) {
      if (get().meta[branch]) continue;
      api()
        .call('checks.meta', { branch })
        .then(({ stale: _, ...lists }) => set((s) => ({ meta: { ...s.meta, [branch]: lists } })))
        .catch(() => undefined);
    }
  };

  const loadCodes = (branches: readonly string[]) => {
    // A few branches at most: each is its whole list of codes, as the core's items cache has it.
    for (const branch of branches.slice(0, 5)) {
      api()
        .call('checks.itemCodes', { branch })
        .then(
          (items) =>
            items &&
            set((s) => ({
              codes: { ...s.codes, [branch]: new Map(items.map((i) => [i.itemId, i.integrationCode])) },
            })),
        )
        .catch(() => undefined);
    }
  };

  return {
    branches: [],
    preset: 'last7',
    range: initialRange(),
    number: '',
    tableNo: '',
    setBranches: (branches) => set({ branches }),
    setPreset(preset, kept) {
      if (preset === 'custom') set({ preset });
      else set({ preset, range: presetRange(preset, businessToday(), kept) });
    },
    setRange(range, kept) {
      set({
        range,
        preset:
          isIsoDate(range.from) && isIsoDate(range.to) ? presetOf(range, businessToday(), kept) : 'custom',
      });
    },
    setNumber: (number) => set({ number }),
    setTableNo: (tableNo) => set({ tableNo }),

    ...NOTHING_LOADED,
    loadCodes,

    async load({ refresh = false } = {}) {
      const query = queryOf(get());
      if (!query) return;
      const dates = enumerateDays(query.from, query.to);
      // Loading the same again keeps what is on screen until the new answer replaces it.
      if (sameQuery(query, get().loaded)) set({ loaded: query });
      else {
        set({
          loaded: query,
          checks: [],
          summary: null,
          unreadable: [],
          days: pendingDays(query.branches, dates),
          activeKey: null,
          detailOpen: false,
        });
      }
      const result = await run({ ...query, refresh }, false);
      if (!result) {
        // Failed as a whole (not superseded): the days not settled are not loaded.
        const error = get().error;
        if (get().loaded === query && !get().running && error) {
          set((s) => ({
            days: s.days.map((d) => (d.status === 'pending' ? { ...d, status: 'failed', error } : d)),
          }));
        }
        return;
      }
      set({
        checks: sortChecks(result.rows),
        summary: result.summary,
        days: result.days,
        unreadable: result.unreadable,
      });
      loadMeta(query.branches);
      loadCodes(query.branches);
    },

    async retry(days) {
      const query = get().loaded;
      if (!query || days.length === 0) return;
      const keys = new Set(days.map((d) => dayKey(d.branch, d.date)));
      const onlyDays = days.map((d) => ({ branch: d.branch, date: d.date }));
      const before = new Map(
        get()
          .days.filter((d) => keys.has(dayKey(d.branch, d.date)))
          .map((d) => [dayKey(d.branch, d.date), d]),
      );
      set((s) => ({
        days: s.days.map((d) =>
          keys.has(dayKey(d.branch, d.date)) ? { ...d, status: 'pending' as const, error: undefined } : d,
        ),
      }));
      const result = await run({ ...query, onlyDays, refresh: true }, true);
      if (!result) {
        // The retry itself failed (not superseded): the days are as they were.
        if (get().loaded === query && !get().running) {
          set((s) => ({ days: s.days.map((d) => before.get(dayKey(d.branch, d.date)) ?? d) }));
        }
        return;
      }
      const fresh = new Map(result.days.map((d) => [dayKey(d.branch, d.date), d]));
      set((s) => ({
        days: s.days.map((d) => fresh.get(dayKey(d.branch, d.date)) ?? d),
        // Until the core has added up the checks now listed, no total is shown rather than an old one.
        summary: null,
        checks: sortChecks([
          ...s.checks.filter((c) => !keys.has(dayKey(c.branch, c.businessDate))),
          ...result.rows,
        ]),
        // A record without a readable date may come again: the same record (branch, raw) once.
        unreadable: uniqueRecords([
          ...s.unreadable.filter(
            (u) => u.businessDate === null || !keys.has(dayKey(u.branch, u.businessDate)),
          ),
          ...result.unreadable,
        ]),
      }));
      // The other days' parts are kept in the core: the summary of every check now listed is a read.
      const rows = get().checks;
      try {
        const summary = await api().call('checks.summary', {
          checks: rows.map(checkRef),
        });
        if (get().loaded === query && get().checks === rows) set({ summary });
      } catch (e) {
        if (get().loaded === query) set({ error: errorShapeOf(e) });
      }
    },

    cancel() {
      const running = get().running;
      if (running)
        void api()
          .call('checks.cancel', { requestId: running.requestId })
          .catch(() => undefined);
    },

    filters: NO_FILTERS,
    setFilters: (patch) => set((s) => ({ filters: { ...s.filters, ...patch } })),
    clearFilters: () => set({ filters: NO_FILTERS }),
    tab: 'checks',
    setTab: (tab) => set({ tab }),
    compact: readCompact(),
    setCompact(compact) {
      writeCompact(compact);
      set({ compact });
    },
    activeKey: null,
    detailOpen: false,
    setActive: (activeKey) => set({ activeKey }),
    openDetail: (key) => set({ activeKey: key, detailOpen: true }),
    closeDetail: () => set({ detailOpen: false }),
    reset() {
      get().cancel();
      set({ ...NOTHING_LOADED, filters: NO_FILTERS, activeKey: null, detailOpen: false });
    },
  };
});
