import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAppError } from '../../../electron/core/errors';
import { toBatches } from '../../../electron/core/mapping/batches';
import { diffDraft } from '../../../electron/core/mapping/diff';
import { applyEdits } from '../../../electron/core/mapping/draft';
import { planSubmission } from '../../../electron/core/mapping/plan';
import type { DraftEdit } from '../../../shared/domain/item';
import type { ConflictChoice } from '../../../shared/domain/mapping';
import { checkIntegrationCode } from '../../../shared/integration-code';

/** Runs per property here; the reliability suite scales this up. */
const RUNS = Number(process.env.MCM_PROPERTY_RUNS ?? 1000);

// A small code alphabet makes collisions (unchanged, conflicts, duplicates) frequent.
const validCode = fc.constantFrom('', 'A1', 'B2', 'C3', 'a1', 'Z9');
const anyDraftCode = fc.oneof(validCode, fc.constantFrom('bad code', 'X-1', 'çay', ' A1 ', '\tB2'));

const scenario = fc.integer({ min: 1, max: 25 }).chain((n) =>
  fc.record({
    base: fc.array(validCode, { minLength: n, maxLength: n }),
    // Each live code: the base one, or someone else's change; some items disappear from the service.
    live: fc.array(fc.option(validCode, { nil: undefined, freq: 3 }), { minLength: n, maxLength: n }),
    liveKeepsBase: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
    gone: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
    edits: fc.array(fc.record({ itemId: fc.integer({ min: 1, max: n + 2 }), code: anyDraftCode }), {
      maxLength: n * 2,
    }),
    choices: fc.array(fc.option(fc.constantFrom<ConflictChoice>('keep', 'overwrite'), { nil: undefined }), {
      minLength: n + 2,
      maxLength: n + 2,
    }),
    confirmClears: fc.boolean(),
    batchSize: fc.integer({ min: 1, max: 8 }),
  }),
);

describe('diff -> plan -> batches (property)', () => {
  it('sends only changed, valid, wanted records, each exactly once, in batches within the size', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const n = s.base.length;
        const baseCodes = new Map(s.base.map((c, i) => [i + 1, c]));
        // Build the draft the way the app does (edits on known items; unknown ones refused).
        let draft: DraftEdit[] = [];
        for (const e of s.edits) {
          if (!baseCodes.has(e.itemId)) continue;
          draft = applyEdits(draft, [e], { baseCodes, editedAt: 't' }).draft;
        }
        const live = s.base
          .map((b, i) => ({
            itemId: i + 1,
            itemNo: `N${i + 1}`,
            name: `I${i + 1}`,
            integrationCode: s.liveKeepsBase[i] || s.live[i] === undefined ? b : s.live[i]!,
          }))
          .filter((_, i) => !s.gone[i]);
        const liveCode = new Map(live.map((it) => [it.itemId, it.integrationCode]));
        const conflicts: Record<string, ConflictChoice> = {};
        s.choices.forEach((c, i) => {
          if (c) conflicts[String(i + 1)] = c;
        });

        const preview = diffDraft({ branch: 'B', draft, live, liveReadAt: 't' });
        let plan: ReturnType<typeof planSubmission>;
        try {
          plan = planSubmission(preview, { confirmClears: s.confirmClears, conflicts });
        } catch (e) {
          // Refusing is allowed only for an unresolved conflict or unconfirmed clears: nothing sent.
          expect(isAppError(e) && e.code === 'invalid_input').toBe(true);
          const unresolved = preview.conflicts.some((c) => conflicts[String(c.itemId)] === undefined);
          const clears =
            preview.rows.some((r) => r.kind === 'clear') ||
            preview.conflicts.some((c) => c.draft === '' && conflicts[String(c.itemId)] === 'overwrite');
          expect(unresolved || (clears && !s.confirmClears)).toBe(true);
          return;
        }

        const batches = toBatches(plan.records, s.batchSize);
        const sent = batches.flat();
        for (const b of batches) {
          expect(b.length).toBeGreaterThan(0);
          expect(b.length).toBeLessThanOrEqual(s.batchSize);
        }
        const editOf = new Map(draft.map((e) => [e.itemId, e]));
        const sentIds = sent.map((r) => r.itemId);
        expect(new Set(sentIds).size).toBe(sentIds.length);
        for (const r of sent) {
          const e = editOf.get(r.itemId)!;
          expect(e).toBeDefined();
          // Never an unchanged record; before is the live code.
          expect(r.after).not.toBe(liveCode.get(r.itemId));
          expect(r.before).toBe(liveCode.get(r.itemId));
          expect(r.after).toBe(e.code);
          expect(checkIntegrationCode(r.after).ok).toBe(true);
          // An empty code only for an explicit clear, with confirmation.
          if (r.after === '') {
            expect(e.code).toBe('');
            expect(s.confirmClears).toBe(true);
          }
          if (liveCode.get(r.itemId) !== e.base) expect(conflicts[String(r.itemId)]).toBe('overwrite');
        }
        // Every changed valid record the user wants is sent (exactly once, checked above).
        for (const e of draft) {
          const lc = liveCode.get(e.itemId);
          if (lc === undefined || !checkIntegrationCode(e.code).ok || e.code === lc) continue;
          const wanted = lc === e.base || conflicts[String(e.itemId)] === 'overwrite';
          expect(sentIds.includes(e.itemId)).toBe(wanted);
        }
        expect(n).toBeGreaterThan(0);
      }),
      { numRuns: RUNS },
    );
  });

  it('a draft never holds an edit equal to its base, and null always removes', () => {
    fc.assert(
      fc.property(
        fc.array(validCode, { minLength: 1, maxLength: 10 }),
        fc.array(
          fc.record({
            itemId: fc.integer({ min: 1, max: 10 }),
            code: fc.option(anyDraftCode, { nil: null }),
          }),
        ),
        (base, requests) => {
          const baseCodes = new Map(base.map((c, i) => [i + 1, c]));
          let draft: DraftEdit[] = [];
          const last = new Map<number, string | null>();
          for (const r of requests) {
            if (!baseCodes.has(r.itemId)) continue;
            draft = applyEdits(draft, [r], { baseCodes, editedAt: 't' }).draft;
            last.set(r.itemId, r.code);
          }
          for (const e of draft) expect(e.code).not.toBe(e.base);
          for (const [id, code] of last) {
            const e = draft.find((d) => d.itemId === id);
            if (code === null) expect(e).toBeUndefined();
            else if (code.trim() === baseCodes.get(id)) expect(e).toBeUndefined();
            else expect(e?.code).toBe(code.trim());
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
