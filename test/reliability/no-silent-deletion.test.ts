import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { AppError } from '../../electron/core/errors';
import { buildImportReport, readMappingFile } from '../../electron/core/files';
import type { EditRequest } from '../../shared/domain/item';
import type { ConflictChoice, JournalEntry } from '../../shared/domain/mapping';
import { checkIntegrationCode } from '../../shared/integration-code';
import { recordFigures } from './support/fuzz-figures';
import { startWorld, type World } from './support/world';

/**
 * Never a silent deletion, as a property over whole sessions against the simulator: random
 * starting codes on the service, random drafts typed in the grid or imported from a file (with
 * blank cells, missing cells and invalid codes), conflicts made on the service before submitting,
 * keep/overwrite choices, deletions confirmed or not, 503s injected into the batches (retried by the
 * client, or beyond its patience so the batch fails) and resumes until the submission is done.
 * Whatever happens, every record the service receives (control.updates):
 * - carries an empty code only for an item the user explicitly cleared, and only when confirmed;
 * - is a change: its code differs from the service's code when the submission was made;
 * - is what the draft says, for an item whose conflict was not resolved with "keep";
 * and a refused submission sends nothing at all.
 *
 * MCM_PROPERTY_RUNS sets the sessions (default 40; docs/RELIABILITY.md reports a long run).
 */
const RUNS = Number(process.env.MCM_PROPERTY_RUNS ?? 40);
const ITEMS = 40;

let w: World;
let ids: number[] = [];

beforeAll(async () => {
  w = await startWorld({ sim: { branches: 1, itemsPerBranch: ITEMS } });
  ids = w.sim.control.items(w.branch).map((i) => i.ItemId);
});
afterAll(async () => {
  await w?.close();
});

type Action = { item: number; kind: 'set' | 'clear' | 'same' | 'remove' | 'invalid' | 'padded'; tag: number };

const session = fc.record({
  start: fc.array(
    fc.tuple(fc.nat(ITEMS - 1), fc.oneof(fc.constant(''), fc.stringMatching(/^[A-Z]{1,3}\d{1,3}$/))),
    { maxLength: 12 },
  ),
  actions: fc.array(
    fc.record({
      item: fc.nat(ITEMS - 1),
      kind: fc.constantFrom('set', 'set', 'set', 'clear', 'same', 'remove', 'invalid', 'padded'),
      tag: fc.nat(999),
    }),
    { minLength: 1, maxLength: 25 },
  ),
  viaFile: fc.boolean(),
  /** File rows that stop before the code column: must change nothing. */
  shortRows: fc.array(fc.nat(ITEMS - 1), { maxLength: 5 }),
  conflicts: fc.array(
    fc.tuple(fc.nat(ITEMS - 1), fc.oneof(fc.constant(''), fc.stringMatching(/^Z\d{1,3}$/))),
    { maxLength: 4 },
  ),
  choice: fc.constantFrom<ConflictChoice | 'mixed'>('keep', 'overwrite', 'mixed'),
  confirmClears: fc.boolean(),
  failRate: fc.constantFrom(0, 0, 0.2, 0.5),
  hardFailAtBatch: fc.option(fc.nat(4), { nil: undefined }),
  batchSize: fc.integer({ min: 1, max: 8 }),
});

const tally = {
  sessions: 0,
  refused: 0,
  submitted: 0,
  recordsSent: 0,
  clearsSent: 0,
  resumes: 0,
  failedBatches: 0,
};

test(`${RUNS} random sessions: no unrequested deletion, no unchanged record, nothing sent on refusal`, async () => {
  await fc.assert(
    fc.asyncProperty(session, async (s) => {
      tally.sessions++;
      const { branch, engine } = w;
      const control = w.sim.control;
      control.clearFaults();
      engine.discardDraft(branch);
      for (const [i, code] of s.start) control.setCode(branch, ids[i] ?? 0, code);
      const view = await engine.loadItems(branch, { refresh: true });
      const shown = new Map(view.items.map((i) => [i.itemId, i.integrationCode]));

      // The user's intent: explicit clears are the only deletions anyone asked for.
      const explicitClears = new Set<number>();
      const codeFor = (a: Action) => {
        const id = ids[a.item] ?? 0;
        switch (a.kind) {
          case 'set':
            return `N${a.tag}`;
          case 'clear':
            return '';
          case 'same':
            return shown.get(id) ?? '';
          case 'invalid':
            return `bad code ${a.tag}!`;
          case 'padded':
            return `  P${a.tag}\t`;
          case 'remove':
            return null;
        }
      };
      if (s.viaFile) {
        // A mapping file: a blank cell clears, a row that stops short changes nothing.
        const lines = ['ItemId,IntegrationCode'];
        for (const a of s.actions) {
          const code = codeFor(a);
          if (code === null) continue;
          lines.push(`${ids[a.item]},${/[",\s]/.test(code) ? `"${code}"` : code}`);
        }
        for (const i of s.shortRows) lines.push(`${ids[i]}`);
        const rows = await readMappingFile(new TextEncoder().encode(lines.join('\n')), 'mapping.csv');
        const report = buildImportReport(rows, view.items, engine.draft(branch), view.ignored, {
          fileName: 'mapping.csv',
        });
        // Intent from what was written (not from the importer's answer): the last row with a code
        // cell for an item; a blank cell there is an explicit clear, a short row is nothing.
        const lastCell = new Map<number, string>();
        for (const a of s.actions) {
          const code = codeFor(a);
          if (code !== null) lastCell.set(ids[a.item] ?? 0, code);
        }
        for (const [id, code] of lastCell) if (code === '') explicitClears.add(id);
        engine.editDraft(branch, report.edits);
      } else {
        const edits: EditRequest[] = s.actions.map((a) => ({ itemId: ids[a.item] ?? 0, code: codeFor(a) }));
        for (const e of edits) {
          if (e.code === '') explicitClears.add(e.itemId);
          else if (e.code !== null && e.code.trim() !== '') explicitClears.delete(e.itemId);
          else if (e.code === null) explicitClears.delete(e.itemId);
        }
        engine.editDraft(branch, edits);
      }
      const draft = new Map(engine.draft(branch).map((e) => [e.itemId, e.code]));
      for (const id of explicitClears) if (draft.get(id) !== '') explicitClears.delete(id);

      // Someone changes codes on the service after the draft was made. A conflict is a code that
      // ends up other than the one shown: an item changed and then changed back has none.
      for (const [i, code] of s.conflicts) control.setCode(branch, ids[i] ?? 0, code);
      const liveAtSubmit = w.codes();
      const conflicted = new Set(
        s.conflicts
          .map(([i]) => ids[i] ?? 0)
          .filter((id) => (liveAtSubmit.get(id) ?? '') !== (shown.get(id) ?? '')),
      );
      const choices: Record<string, ConflictChoice> = {};
      let n = 0;
      for (const id of conflicted)
        choices[String(id)] = s.choice === 'mixed' ? (n++ % 2 === 0 ? 'keep' : 'overwrite') : s.choice;
      const kept = new Set([...conflicted].filter((id) => choices[String(id)] === 'keep'));

      const mark = control.updates.length;
      if (s.failRate > 0)
        control.addFault({ kind: 'failing', path: '/UpdateIntegrationCode', rate: s.failRate });
      if (s.hardFailAtBatch !== undefined) {
        let armed = false;
        w.onProgress.clear();
        w.onProgress.add((p) => {
          if (!armed && p.state === 'running' && p.batchIndex === (s.hardFailAtBatch ?? 0) + 1) {
            armed = true;
            control.addFault({ kind: 'failing', path: '/UpdateIntegrationCode', times: 5 });
          }
        });
      }

      let entry: JournalEntry | null = null;
      try {
        entry = await (
          await engine.submit(branch, {
            confirmClears: s.confirmClears,
            conflicts: choices,
            batchSize: s.batchSize,
          })
        ).done;
        tally.submitted++;
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        tally.refused++;
        // Refused (unconfirmed deletions, nothing to send): nothing at all reached the service.
        expect(control.updates.length, e.message).toBe(mark);
      }
      w.onProgress.clear();
      for (let i = 0; entry && entry.state !== 'done' && i < 6; i++) {
        tally.failedBatches += entry.batches.filter((b) => b.status === 'failed').length;
        if (i >= 2) control.clearFaults();
        try {
          entry = await engine.resume(entry.id).done;
          tally.resumes++;
        } catch (e) {
          if (!(e instanceof AppError) || !/Nothing left to send/.test(e.message)) throw e;
          break;
        }
      }
      control.clearFaults();

      const sent = control.updates.slice(mark).flatMap((u) => u.records);
      tally.recordsSent += sent.length;
      for (const r of sent) {
        const id = r.ItemId ?? -1;
        const what = `ItemId ${id} sent "${r.IntegrationCode}"`;
        expect(checkIntegrationCode(r.IntegrationCode).ok, what).toBe(true);
        expect(kept.has(id), `${what} although the user kept the service's code`).toBe(false);
        expect(r.IntegrationCode, `${what}: the draft says "${draft.get(id)}"`).toBe(draft.get(id));
        expect(r.IntegrationCode, `${what}: unchanged`).not.toBe(liveAtSubmit.get(id));
        if (r.IntegrationCode === '') {
          tally.clearsSent++;
          expect(explicitClears.has(id), `${what}: a deletion nobody asked for`).toBe(true);
          expect(s.confirmClears, `${what}: a deletion that was not confirmed`).toBe(true);
        }
      }
      if (entry?.state === 'done') {
        const now = w.codes();
        for (const r of entry.records) expect(now.get(r.itemId)).toBe(r.after);
      }
    }),
    {
      numRuns: RUNS,
      ...(process.env.MCM_FUZZ_SEED ? { seed: Number(process.env.MCM_FUZZ_SEED) } : {}),
      // Found by the soak (seed 591588416): a code changed on the service and changed back is no
      // conflict, so the draft goes out even where the user would have kept the service's code.
      examples: [
        [
          {
            start: [
              [28, ''],
              [0, ''],
            ],
            actions: [
              { item: 28, kind: 'set', tag: 0 },
              { item: 0, kind: 'set', tag: 0 },
            ],
            viaFile: false,
            shortRows: [],
            conflicts: [
              [28, 'Z0'],
              [28, ''],
            ],
            choice: 'mixed',
            confirmClears: false,
            failRate: 0,
            hardFailAtBatch: undefined,
            batchSize: 1,
          },
        ],
      ],
    },
  );
  expect(tally.submitted).toBeGreaterThan(0);
  recordFigures('properties', 'no-silent-deletion', { runs: RUNS, ...tally });
}, 900_000);
