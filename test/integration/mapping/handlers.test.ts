import { afterEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../../electron/core/app/dispatch';
import type { Handlers } from '../../../electron/core/handler-types';
import { createMappingSlice, type MappingSlice } from '../../../electron/core/mapping/handlers';
import { type Database, openDatabase } from '../../../electron/core/store/database';
import { createMappingStore } from '../../../electron/core/store/mapping-store';
import { decodeReply, type EventName, type MethodName } from '../../../shared/contract';
import { DEFAULT_SETTINGS } from '../../../shared/domain/connection';
import { type Harness, startHarness } from './harness';

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

async function setup(readOnly: boolean, sim?: Parameters<typeof startHarness>[0]) {
  h = await startHarness(sim);
  const client = h.client;
  const events: { event: EventName; payload: unknown }[] = [];
  db = openDatabase(`${h.dir}/app.sqlite`);
  slice = createMappingSlice(
    {
      connection: {
        client: () => client,
        key: () => 'p1',
        label: () => 'Test',
        readOnly: () => readOnly,
      },
      emit: (event, payload) => events.push({ event, payload }),
      settings: () => ({ ...DEFAULT_SETTINGS, batchSize: 4 }),
      now: () => new Date(),
    },
    createMappingStore(db),
  );
  // dispatch() validates inputs and outputs against the contract; only mapping methods are called.
  const handlers = slice.handlers as Partial<Handlers> as Handlers;
  const call = async (method: string, input: unknown) => {
    const reply = decodeReply(method as MethodName, await dispatch(handlers, method, input));
    if (!reply.ok) throw Object.assign(new Error(reply.error.message), reply.error);
    return reply.data;
  };
  return { call, events, branch: h.sim.control.branchCodes()[0]! };
}

describe('mapping handler slice', () => {
  it('exports in the chosen CSV format, marks unsent draft codes, offers live codes only, and re-imports', async () => {
    const { call, branch } = await setup(false);
    const view = (await call('items.load', { branch })) as {
      items: { itemId: number; integrationCode: string }[];
    };
    const [edited, other] = view.items as [{ itemId: number; integrationCode: string }, { itemId: number }];
    await call('draft.edit', { branch, edits: [{ itemId: edited.itemId, code: 'DRAFT9' }] });
    const rows = async (liveOnly: boolean) => {
      const file = (await call('mapping.export', {
        branch,
        format: 'csv',
        csv: { delimiter: ';', decimal: ',' },
        liveOnly,
      })) as { fileName: string; mimeType: string; base64: string };
      const lines = Buffer.from(file.base64, 'base64')
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n');
      return { file, lines, byId: new Map(lines.map((l) => [Number(l.split(';')[0]), l.split(';')])) };
    };
    const withDraft = await rows(false);
    expect(withDraft.lines[0]).toBe('ItemId;ItemNo;Name;IntegrationCode;Ignored;Draft');
    expect(withDraft.byId.get(edited.itemId)?.slice(3)).toEqual(['DRAFT9', 'no', 'yes']);
    expect(withDraft.byId.get(other.itemId)?.at(-1)).toBe('no');
    const live = await rows(true);
    expect(live.byId.get(edited.itemId)?.slice(3)).toEqual([edited.integrationCode, 'no', 'no']);
    // The file with the draft applied matches what the grid shows: nothing to change.
    const again = (await call('mapping.importFile', { branch, file: withDraft.file })) as {
      unchanged: number;
      edits: unknown[];
    };
    expect(again.edits).toEqual([]);
    expect(again.unchanged).toBe(view.items.length);
    // The live file takes the draft edit back to the live code.
    const back = (await call('mapping.importFile', { branch, file: live.file })) as {
      edits: { itemId: number; code: string }[];
    };
    expect(back.edits).toEqual([{ itemId: edited.itemId, code: edited.integrationCode }]);
  });

  it('answers inside the contract and emits progress and store events', async () => {
    const { call, events, branch } = await setup(false);
    const branches = (await call('branches.list', {})) as { code: string }[];
    expect(branches.map((b) => b.code)).toContain(branch);
    const view = (await call('items.load', { branch })) as { items: { itemId: number }[] };
    const ids = view.items.slice(0, 6).map((it) => it.itemId);
    const draft = (await call('draft.edit', {
      branch,
      edits: ids.map((itemId) => ({ itemId, code: `H${itemId}` })),
    })) as unknown[];
    expect(draft).toHaveLength(6);
    expect(events).toContainEqual({ event: 'store.updated', payload: { scope: 'draft', branch } });
    const preview = (await call('mapping.preview', { branch })) as { rows: unknown[] };
    expect(preview.rows).toHaveLength(6);

    const { submissionId } = (await call('mapping.submit', {
      branch,
      confirmClears: false,
      conflicts: {},
    })) as {
      submissionId: string;
    };
    const entry = await slice!.engine.wait(submissionId);
    expect(entry.state).toBe('done');
    // Settings' batch size (4) applies: 2 batches.
    expect(entry.batches.map((b) => b.size)).toEqual([4, 2]);
    const progress = events
      .filter((e) => e.event === 'submit.progress')
      .map((e) => e.payload as { state: string });
    expect(progress.at(-1)?.state).toBe('done');
    expect(await call('journal.get', { id: submissionId })).toMatchObject({
      id: submissionId,
      state: 'done',
    });
    expect(await call('journal.list', {})).toHaveLength(1);
    expect(await call('items.chain', {})).toEqual([]);
  });

  it('refuses every write on a read-only profile, reads still work', async () => {
    const { call, branch } = await setup(true);
    const view = (await call('items.load', { branch })) as { items: { itemId: number }[] };
    const itemId = view.items[0]!.itemId;
    const writes: [string, unknown][] = [
      ['draft.edit', { branch, edits: [{ itemId, code: 'X1' }] }],
      ['draft.discard', { branch }],
      ['ignore.set', { branch, itemIds: [itemId], ignored: true }],
      ['mapping.submit', { branch, confirmClears: false, conflicts: {} }],
      ['mapping.resume', { submissionId: 'x' }],
      ['journal.revert', { id: 'x' }],
      ['copy.toDrafts', { source: branch, targets: ['B2'], includeClears: false }],
      ['chain.toDrafts', { action: { kind: 'adoptMajority', scope: 'both' }, options: {} }],
    ];
    for (const [method, input] of writes) {
      await expect(call(method, input), method).rejects.toMatchObject({ code: 'read_only' });
    }
    expect(await call('mapping.preview', { branch })).toMatchObject({ rows: [] });
  });

  it('exports the mapping, reads a mapping file back into a report, and suggests from a catalogue', async () => {
    const { call, branch } = await setup(false);
    const view = (await call('items.load', { branch })) as {
      items: { itemId: number; itemNo: string; name: string; integrationCode: string }[];
    };
    const file = (await call('mapping.export', { branch, format: 'csv' })) as {
      fileName: string;
      base64: string;
    };
    expect(file.fileName).toMatch(new RegExp(`^mapping-${branch}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const text = Buffer.from(file.base64, 'base64').toString('utf8');
    expect(text).toContain('ItemId');

    const same = (await call('mapping.importFile', { branch, file: { ...file, mimeType: 'text/csv' } })) as {
      unchanged: number;
      edits: unknown[];
    };
    expect(same.unchanged).toBe(view.items.length);
    expect(same.edits).toEqual([]);

    const target = view.items.find((it) => it.integrationCode === '')!;
    const csv = `ItemId,ItemNo,IntegrationCode\n${target.itemId},${target.itemNo},NEW77\n999999,,X1\n`;
    const report = (await call('mapping.importFile', {
      branch,
      file: { fileName: 'm.csv', mimeType: 'text/csv', base64: Buffer.from(csv).toString('base64') },
    })) as { wouldSet: number; unknown: unknown[]; edits: { itemId: number; code: string }[] };
    expect(report.wouldSet).toBe(1);
    expect(report.unknown).toHaveLength(1);
    expect(report.edits).toEqual([{ itemId: target.itemId, code: 'NEW77' }]);

    expect(await call('suggestions.list', { branch })).toEqual([]);
    const catalogue = `code,name,group\nP${target.itemId},${target.name},Menu\nP2,Something else entirely,Other\n`;
    expect(
      await call('catalogue.import', {
        file: {
          fileName: 'cat.csv',
          mimeType: 'text/csv',
          base64: Buffer.from(catalogue).toString('base64'),
        },
      }),
    ).toEqual({ products: 2 });
    const suggestions = (await call('suggestions.list', { branch, limit: 2 })) as {
      itemId: number;
      candidates: { code: string; confidence: number }[];
    }[];
    const mine = suggestions.find((s) => s.itemId === target.itemId);
    expect(mine?.candidates[0]?.code).toBe(`P${target.itemId}`);
  });

  it('offers first the code most branches use for the same ItemNo and name', async () => {
    const { call } = await setup(false, { branches: 5, itemsPerBranch: 40 });
    const codes = h!.sim.control.branchCodes() as string[];
    type Row = { itemId: number; itemNo: string; name: string; integrationCode: string };
    type Sugg = { itemId: number; candidates: { code: string; confidence: number; source?: unknown }[] };
    const load = async (b: string) => ((await call('items.load', { branch: b })) as { items: Row[] }).items;
    const byBranch = new Map<string, Row[]>();
    for (const b of codes) byBranch.set(b, await load(b));
    // An unmapped item of one branch that three other branches list with the same ItemNo and name.
    const key = (r: Row) => `${r.itemNo}|${r.name}`;
    let target: { branch: string; row: Row; others: [string, Row][] } | undefined;
    for (const [b, rows] of byBranch) {
      for (const row of rows.filter((r) => r.integrationCode === '')) {
        const others = [...byBranch]
          .filter(([o]) => o !== b)
          .flatMap(([o, list]): [string, Row][] => {
            const same = list.find((r) => key(r) === key(row));
            return same ? [[o, same]] : [];
          });
        if (others.length >= 3) target = { branch: b, row, others };
        if (target) break;
      }
      if (target) break;
    }
    if (!target)
      throw new Error(
        `no item shared by four of ${codes.length} branches: ${[...byBranch].map(([b, r]) => `${b}:${r.length}:${r[0]?.itemNo}`).join(' ')}`,
      );
    const [one, ...most] = target.others.slice(0, 3) as [[string, Row], ...[string, Row][]];
    h!.sim.control.setCode(one[0], one[1].itemId, 'ONE1');
    for (const [b, r] of most) h!.sim.control.setCode(b, r.itemId, 'MOST1');
    for (const [b] of target.others.slice(0, 3)) await call('items.load', { branch: b, refresh: true });

    const list = (await call('suggestions.list', { branch: target.branch, limit: 3 })) as Sugg[];
    const mine = list.find((s) => s.itemId === target.row.itemId);
    expect(mine?.candidates[0]?.code).toBe('MOST1');
    expect(mine?.candidates[0]?.confidence).toBeGreaterThanOrEqual(DEFAULT_SETTINGS.suggestionThreshold);
    // The other branch's code for the same item is a minority: offered low, if at all.
    const minority = mine?.candidates.find((c) => c.code === 'ONE1');
    expect(minority?.confidence ?? 0).toBeLessThan(DEFAULT_SETTINGS.suggestionThreshold);
  });

  it('suggests from the other branches mapped items by name with no catalogue, and learns decisions for every branch', async () => {
    const { call } = await setup(false);
    const [a, b] = h!.sim.control.branchCodes() as [string, string];
    type Row = { itemId: number; itemNo: string; name: string; integrationCode: string };
    type Sugg = { itemId: number; candidates: { code: string; confidence: number; source?: unknown }[] };
    const itemsA = ((await call('items.load', { branch: a })) as { items: Row[] }).items;
    const itemsB = ((await call('items.load', { branch: b })) as { items: Row[] }).items;
    // An unmapped item of B whose name A has mapped, under another ItemNo: only a name match finds it.
    const target = itemsB.find((it) => it.integrationCode === '' && itemsA.some((x) => x.name === it.name))!;
    const mapped = itemsA.find((x) => x.name === target.name)!;
    h!.sim.control.setCode(a, mapped.itemId, 'CHAIN42');
    await call('items.load', { branch: a, refresh: true });

    const first = (await call('suggestions.list', { branch: b, limit: 3 })) as Sugg[];
    const mine = first.find((s) => s.itemId === target.itemId);
    expect(mine?.candidates[0]).toMatchObject({
      code: 'CHAIN42',
      source: { kind: 'chain', branch: a, itemNo: mapped.itemNo, itemName: mapped.name },
    });

    // Rejected: never offered for that name again, in any branch.
    await call('suggestions.decide', {
      decisions: [
        { kind: 'rejection', name: target.name.toUpperCase(), code: 'CHAIN42', origin: 'suggestion' },
      ],
    });
    const afterReject = (await call('suggestions.list', { branch: b, limit: 3 })) as Sugg[];
    const codes = afterReject.find((s) => s.itemId === target.itemId)?.candidates.map((c) => c.code) ?? [];
    expect(codes).not.toContain('CHAIN42');

    // A code typed by hand for the name: offered first from now on, as learnt.
    await call('suggestions.decide', {
      decisions: [{ kind: 'alias', name: target.name, code: 'TYPED7', origin: 'typed' }],
    });
    const afterAlias = (await call('suggestions.list', { branch: b, limit: 3 })) as Sugg[];
    expect(afterAlias.find((s) => s.itemId === target.itemId)?.candidates[0]).toMatchObject({
      code: 'TYPED7',
      source: { kind: 'learnt' },
    });
    const learnt = (await call('suggestions.learnt', {})) as { kind: string; code: string }[];
    expect(learnt.map((d) => `${d.kind}:${d.code}`).sort()).toEqual(['alias:TYPED7', 'rejection:CHAIN42']);

    // XLSX mapping files carry the learnt decisions in a second sheet; importing one reports them.
    const xlsx = (await call('mapping.export', { branch: b, format: 'xlsx' })) as {
      fileName: string;
      mimeType: string;
      base64: string;
    };
    const imported = (await call('mapping.importFile', { branch: b, file: xlsx })) as {
      learnt?: unknown[];
      matched: number;
    };
    expect(imported.matched).toBe(itemsB.length);
    expect(imported.learnt).toEqual(
      expect.arrayContaining([
        { kind: 'alias', name: target.name, code: 'TYPED7', origin: 'file' },
        { kind: 'rejection', name: target.name.toUpperCase(), code: 'CHAIN42', origin: 'file' },
      ]),
    );
    expect(imported.learnt).toHaveLength(2);
    const csv = (await call('mapping.export', { branch: b, format: 'csv' })) as typeof xlsx;
    expect(
      ((await call('mapping.importFile', { branch: b, file: csv })) as { learnt?: unknown[] }).learnt,
    ).toBeUndefined();

    // Removed in Settings: forgotten, the chain's candidate is back.
    const left = await call('suggestions.forget', {
      decisions: [
        { kind: 'rejection', name: target.name, code: 'CHAIN42' },
        { kind: 'alias', name: target.name, code: 'TYPED7' },
      ],
    });
    expect(left).toEqual([]);
    const again = (await call('suggestions.list', { branch: b, limit: 3 })) as Sugg[];
    expect(again.find((s) => s.itemId === target.itemId)?.candidates[0]?.code).toBe('CHAIN42');
  });
});
