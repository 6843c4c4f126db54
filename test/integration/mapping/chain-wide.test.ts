import { afterEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../../electron/core/app/dispatch';
import type { Handlers } from '../../../electron/core/handler-types';
import { createMappingSlice, type MappingSlice } from '../../../electron/core/mapping/handlers';
import { nameKey } from '../../../electron/core/mapping/names';
import { type Database, openDatabase } from '../../../electron/core/store/database';
import { createMappingStore } from '../../../electron/core/store/mapping-store';
import { chainKind } from '../../../shared/chain-rules';
import { decodeReply, type MethodName } from '../../../shared/contract';
import type { ChainPlan, ChainPlanRow, ChainPlanRowsPage } from '../../../shared/domain/chain';
import { DEFAULT_SETTINGS } from '../../../shared/domain/connection';
import { type Harness, startHarness } from './harness';

/**
 * Issue 37, one mapping for the chain, against the simulator over HTTP. The expectations are
 * worked out here from the simulator's own items, not with the app's chain rules.
 */
let h: Harness | undefined;
let slice: MappingSlice | undefined;
let db: Database | undefined;
afterEach(async () => {
  await slice?.dispose();
  slice = undefined;
  db?.close();
  db = undefined;
  await h?.close();
  h = undefined;
});

type Cell = { itemId: number; code: string };
type Expected = { kind: 'set' | 'change'; before: string; after: string };

/**
 * Three branches sharing every ItemNo. The first 900 get `M<no>` in two branches and, in the
 * third, another code (even) or none (odd): more changes in that branch than one page lists.
 */
async function chainOfThree() {
  h = await startHarness({ branches: 3, itemsPerBranch: 1200 });
  const sim = h.sim.control;
  const codes = sim.branchCodes() as [string, string, string];
  const [a, b, c] = codes;
  const inA = sim.items(a);
  inA.slice(0, 900).forEach((it, i) => {
    for (const branch of [a, b]) {
      sim.setCode(branch, sim.items(branch).find((x) => x.ItemNo === it.ItemNo)!.ItemId, `M${it.ItemNo}`);
    }
    const odd = sim.items(c).find((x) => x.ItemNo === it.ItemNo)!;
    sim.setCode(c, odd.ItemId, i % 2 === 0 ? `X${it.ItemNo}` : '');
  });
  return { codes, sim };
}

/** Each ItemNo's cells per branch, as the service holds them now. */
function serviceRows(h: Harness, branches: readonly string[]): Map<string, Map<string, Cell>> {
  const rows = new Map<string, Map<string, Cell>>();
  for (const branch of branches) {
    for (const it of h.sim.control.items(branch)) {
      const row = rows.get(it.ItemNo) ?? new Map<string, Cell>();
      row.set(branch, { itemId: it.ItemId, code: it.IntegrationCode ?? '' });
      rows.set(it.ItemNo, row);
    }
  }
  return rows;
}

/** The code held by more branches than any other, or none on a tie or when nothing is mapped. */
function leader(row: Map<string, Cell>): string | null {
  const counts = new Map<string, number>();
  for (const { code } of row.values()) if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  const ranked = [...counts.values()].sort((x, y) => y - x);
  if (ranked.length === 0 || ranked[0] === ranked[1]) return null;
  return [...counts].find(([, n]) => n === ranked[0])![0];
}

/** Every change adopting the leading code makes, per branch, keyed by item. */
function expectedChanges(rows: Map<string, Map<string, Cell>>, fillEmptyOnly = false) {
  const out = new Map<string, Map<number, Expected>>();
  for (const row of rows.values()) {
    const codes = new Set([...row.values()].map((x) => x.code));
    if (codes.size < 2) continue;
    const after = leader(row);
    if (after === null) continue;
    for (const [branch, { itemId, code }] of row) {
      if (code === after || (fillEmptyOnly && code !== '')) continue;
      const list = out.get(branch) ?? new Map<number, Expected>();
      list.set(itemId, { kind: code === '' ? 'set' : 'change', before: code, after });
      out.set(branch, list);
    }
  }
  return out;
}

async function sliceOver(harness: Harness) {
  db = openDatabase(`${harness.dir}/app.sqlite`);
  slice = createMappingSlice(
    {
      connection: {
        client: () => harness.client,
        key: () => 'p1',
        label: () => 'Test',
        readOnly: () => false,
      },
      emit: () => {},
      settings: () => DEFAULT_SETTINGS,
      now: () => new Date(),
    },
    createMappingStore(db),
  );
  // dispatch() validates inputs and outputs against the contract, as the app's IPC does.
  const handlers = slice.handlers as Partial<Handlers> as Handlers;
  return async <T>(method: string, input: unknown): Promise<T> => {
    const reply = decodeReply(method as MethodName, await dispatch(handlers, method, input));
    if (!reply.ok) throw Object.assign(new Error(reply.error.message), reply.error);
    return reply.data as T;
  };
}

describe('one mapping for the chain, against the simulator', () => {
  it('adopting the leading code lists every change of every branch, before any draft is written', async () => {
    const { codes } = await chainOfThree();
    const call = await sliceOver(h!);
    for (const branch of codes) await call('items.load', { branch, refresh: true });
    const expected = expectedChanges(serviceRows(h!, codes));
    // The odd branch has more changes than the plan's first page lists.
    expect(expected.get(codes[2])!.size).toBeGreaterThan(600);

    const action = { kind: 'adoptMajority', scope: 'both' };
    const options = { fillEmptyOnly: false, replaceTyped: false };
    const plan = await call<ChainPlan>('chain.preview', { action, options });
    expect(plan.branches.map((b) => b.branch).sort()).toEqual([...expected.keys()].sort());
    for (const b of plan.branches) {
      const want = expected.get(b.branch)!;
      expect(b.set + b.change).toBe(want.size);
      // Page by page from the plan's first rows on, until the branch's total is listed.
      const listed: ChainPlanRow[] = [];
      let total = Number.POSITIVE_INFINITY;
      while (listed.length < total) {
        const page = await call<ChainPlanRowsPage>('chain.previewRows', {
          action,
          options,
          branch: b.branch,
          offset: listed.length,
        });
        if (listed.length === 0) expect(page.rows).toEqual(b.rows);
        expect(page.rows.length).toBeGreaterThan(0);
        total = page.total;
        listed.push(...page.rows);
      }
      expect(listed).toHaveLength(b.set + b.change + b.keptTyped + b.keptMapped);
      const got = new Map(listed.map((r) => [r.itemId, { kind: r.kind, before: r.before, after: r.after }]));
      expect(got.size).toBe(listed.length);
      expect(got).toEqual(want);
    }
    // A preview: no branch has a draft yet.
    for (const branch of codes) {
      expect((await call<{ draft: unknown[] }>('items.load', { branch })).draft).toEqual([]);
    }
  });

  it('filling empty codes only, across the chain and sent branch by branch, never changes a code a branch has', async () => {
    const { codes } = await chainOfThree();
    const engine = h!.engine;
    for (const branch of codes) await engine.loadItems(branch, { refresh: true });
    const before = serviceRows(h!, codes);
    const filled = expectedChanges(before, true);
    expect([...filled.values()].reduce((n, m) => n + m.size, 0)).toBeGreaterThan(400);

    // One code set by name in every branch first: only where the branch has none. The name is
    // one that some branch has mapped and another has not.
    const sameName = (x: string, y: string) => nameKey(x) === nameKey(y);
    const named = h!.sim.control
      .items(codes[0])
      .slice(900)
      .find((it) => {
        const cells = codes.flatMap((br) =>
          h!.sim.control.items(br).filter((i) => sameName(i.Name, it.Name)),
        );
        return cells.some((i) => !i.IntegrationCode) && cells.some((i) => i.IntegrationCode);
      })!;
    expect(named).toBeDefined();
    const options = { fillEmptyOnly: true, replaceTyped: false };
    const byName = engine.chainToDrafts(
      { kind: 'setCode', code: 'NAMED1', by: 'name', key: named.Name },
      options,
    );
    expect(byName.branches.reduce((n, b) => n + b.keptMapped, 0)).toBeGreaterThan(0);
    expect(byName.branches.every((b) => b.change === 0)).toBe(true);
    const plan = engine.chainToDrafts({ kind: 'adoptMajority', scope: 'both' }, options);
    // Mapped cells that disagree are kept, counted, and not written.
    expect(plan.branches.find((b) => b.branch === codes[2])!.keptMapped).toBeGreaterThan(400);
    expect(plan.branches.every((b) => b.change === 0)).toBe(true);
    for (const branch of codes) {
      for (const e of engine.draft(branch)) {
        expect(h!.sim.control.items(branch).find((i) => i.ItemId === e.itemId)?.IntegrationCode ?? '').toBe(
          '',
        );
      }
    }

    const drafted = codes.filter((b) => engine.draft(b).length > 0);
    const result = await engine.submitChain(
      drafted.map((branch) => ({ branch, confirmClears: false, conflicts: {} })),
    ).done;
    expect(result.branches.map((b) => b.state)).toEqual(drafted.map(() => 'done'));

    const after = serviceRows(h!, codes);
    for (const [itemNo, row] of before) {
      for (const [branch, cell] of row) {
        const now = after.get(itemNo)!.get(branch)!.code;
        if (cell.code !== '') expect(now, `${branch} ${itemNo}`).toBe(cell.code);
        else {
          const name = h!.sim.control.items(branch).find((i) => i.ItemId === cell.itemId)!.Name;
          const want = sameName(name, named.Name)
            ? 'NAMED1'
            : (filled.get(branch)?.get(cell.itemId)?.after ?? '');
          expect(now, `${branch} ${itemNo}`).toBe(want);
        }
      }
    }
    // One History entry, one revert, per branch sent.
    expect(
      engine
        .journalList({})
        .map((j) => j.branch)
        .sort(),
    ).toEqual([...drafted].sort());
  });

  it('counts unmapped-somewhere and real conflicts apart, as the service holds them', async () => {
    const { codes } = await chainOfThree();
    // A tie is a conflict too: two codes, one branch each.
    const [a, b, c] = codes;
    const tied = h!.sim.control.items(a)[950]!;
    const idIn = (branch: string) =>
      h!.sim.control.items(branch).find((i) => i.ItemNo === tied.ItemNo)!.ItemId;
    h!.sim.control.setCode(a, idIn(a), 'TIE1');
    h!.sim.control.setCode(b, idIn(b), 'TIE2');
    h!.sim.control.setCode(c, idIn(c), '');
    for (const branch of codes) await h!.engine.loadItems(branch, { refresh: true });

    const want = { agree: 0, unmapped: 0, conflict: 0 };
    for (const row of serviceRows(h!, codes).values()) {
      const cells = [...row.values()].map((x) => x.code);
      const mapped = new Set(cells.filter((x) => x !== ''));
      if (mapped.size > 1) want.conflict++;
      else if (mapped.size === 1 && cells.includes('')) want.unmapped++;
      else want.agree++;
    }
    expect(want.unmapped).toBeGreaterThan(450);
    expect(want.conflict).toBeGreaterThan(450);

    const all = h!.engine.chain({ onlyDisagreeing: false });
    // The rule the chain view's filters count by (renderer/features/branches/chain-model.ts).
    const counts = { agree: 0, unmapped: 0, conflict: 0 };
    for (const row of all) counts[chainKind(row.codes)]++;
    expect(counts).toEqual(want);
    // The chain view's "differ" list is exactly the two kinds together.
    expect(h!.engine.chain({ onlyDisagreeing: true })).toHaveLength(want.unmapped + want.conflict);
  });
});
