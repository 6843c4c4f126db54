import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { FIELD_NAMES } from '../../electron/core/upstream/field-names';
import { toChecks, toItems } from '../../electron/core/upstream/translate';
import { summarizeChecks } from '../../shared/check-summary';
import type { Check, UnreadableRecord } from '../../shared/domain/check';
import type { FieldMeaning } from '../../shared/domain/connection';
import { type Outcome, trueTimes, truthCheck, type WireAnswer, wireAnswer } from '../support/wire-grammar';
import { FUZZ_RUNS, FUZZ_SEED, recordFigures } from './support/fuzz-figures';

/**
 * The reader against the wire grammar (test/support/wire-grammar.ts): whole GetChecks answers whose
 * field names are drawn from FIELD_NAMES and whose values take every encoding of their truth a
 * service may send, a share of them foreign (a form nobody foresaw, or one that cannot be read
 * without a guess), with the profile's formats and the days asked.
 *
 * Properties, per answer:
 *   - counted: read + unreadable = sent, for checks and for each part of each check;
 *   - every record is read with exactly the truth's values (id, number, business day, kind,
 *     IsReturn, open time, each line's quantity, price and total, each payment's type and amount,
 *     each discount) or counted unreadable; a record sent only in readable forms is read, one with
 *     a foreign value is counted unreadable (a foreign kind: read as kind unknown);
 *   - an unreadable record's business day is the truth's or unknown, never another day;
 *   - the totals of what was read (summarizeChecks) equal the truth's totals for those records and
 *     parts, a return counting negative whatever sign it was sent with.
 */

/** Cents as money, as the reader reads it (never -0). */
const money = (cents: number) => cents / 100 + 0;

/** About 16 ms an answer here; room for a loaded machine at the soak's 10,000. */
const TIMEOUT = Math.max(120_000, FUZZ_RUNS * 60);

const OPTS = { numRuns: FUZZ_RUNS, ...(FUZZ_SEED === undefined ? {} : { seed: FUZZ_SEED }) };

/** The summary without the per-check flags (a check with an unreadable part is listed apart). */
const totalsOf = (checks: readonly Check[]) => {
  const { unreconciled: _u, unreconcilable: _c, ...totals } = summarizeChecks(checks);
  return totals;
};

type Tally = {
  answers: number;
  sent: number;
  read: number;
  unreadable: number;
  eitherRead: number;
  eitherUnreadable: number;
  unknownKind: number;
  parts: number;
  unreadableParts: number;
};

/** Follows the reader's output record by record: checks and unreadable records keep the answer's order. */
function followRecords(
  a: WireAnswer,
  checks: Check[],
  unreadable: UnreadableRecord[],
  tally: Tally,
): Check[] {
  const truthRead: Check[] = [];
  let ci = 0;
  let ui = 0;
  a.wire.forEach((wire, i) => {
    const m = a.truth[i];
    const x = a.expect[i];
    if (!m || !x) throw new Error('the answer lost a truth');
    const why = `record ${i} (${x.forms.join('; ')}): ${JSON.stringify(wire)}`;
    const u = unreadable[ui];
    const counted = u !== undefined && u.raw === JSON.stringify(wire);
    if (counted) {
      ui++;
      expect(x.check, `counted unreadable, but sent readable: ${why}`).not.toBe('read');
      if (x.check === 'either') tally.eitherUnreadable++;
      expect(u.what).toBe('check');
      expect(u.branch).toBe('B01');
      // Never another day: the truth's, or none. A day written in a readable form is told.
      if (u.businessDate !== null) expect(u.businessDate, why).toBe(m.businessDate);
      if (x.dateTag === 'readable' && x.isObject) expect(u.businessDate, why).toBe(m.businessDate);
      if (x.dateTag === 'foreign') expect(u.businessDate, why).toBeNull();
      return;
    }
    expect(x.check, `read, but sent with a foreign value: ${why}`).not.toBe('unreadable');
    if (x.check === 'either') tally.eitherRead++;
    const c = checks[ci++];
    expect(c, why).toBeDefined();
    if (!c) return;
    expect(c.id, why).toBe(m.id);
    expect(c.checkNumber, why).toBe(m.number);
    expect(c.businessDate, why).toBe(m.businessDate);
    expect(c.kind, why).toBe(x.kind);
    if (x.kind === 'unknown') tally.unknownKind++;
    expect(c.isReturn, why).toBe(m.isReturn);
    expect(c.state).toBe('Closed');
    expect(c.extra.X_Extra).toBe('kept');
    if (x.openedSent) expect(trueTimes(m.openedAt, a.service), why).toContain(c.openedAt);
    else expect(c.openedAt).toBeNull();

    const parts = c.unreadable ?? [];
    tally.parts += m.lines.length + m.payments.length + m.discounts.length;
    tally.unreadableParts += parts.length;
    const kept = (outcomes: Outcome[], what: UnreadableRecord['what'], read: number) => {
      expect(outcomes, why).not.toContain('either');
      expect(read, `${what}s read: ${why}`).toBe(outcomes.filter((o) => o === 'read').length);
      expect(parts.filter((p) => p.what === what).length, `${what}s unreadable: ${why}`).toBe(
        outcomes.filter((o) => o === 'unreadable').length,
      );
      return outcomes.map((o) => o === 'read');
    };
    const keep = {
      lines: kept(x.lines, 'line', c.lines.length),
      payments: kept(x.payments, 'payment', c.payments.length),
      discounts: kept(x.discounts, 'discount', c.discounts.length),
    };
    m.lines
      .filter((_, j) => keep.lines[j])
      .forEach((l, j) => {
        const r = c.lines[j];
        const priced = x.priced.filter((_, k) => keep.lines[k])[j];
        expect(r?.itemId, why).toBe(l.itemId);
        expect(r?.itemNo, why).toBe(l.itemNo);
        expect(r?.name, why).toBe(l.name);
        expect(r?.quantity, why).toBe(x.sign * l.quantity);
        expect(r?.total, why).toBe(money(x.sign * l.totalCents));
        if (priced) expect(r?.unitPrice, why).toBe(money(l.unitCents));
      });
    m.payments
      .filter((_, j) => keep.payments[j])
      .forEach((p, j) => {
        expect(c.payments[j]?.paymentType, why).toBe(p.type);
        expect(c.payments[j]?.amount, why).toBe(money(x.sign * p.cents));
      });
    m.discounts
      .filter((_, j) => keep.discounts[j])
      .forEach((d, j) => {
        expect(c.discounts[j]?.name, why).toBe(d.name);
        expect(c.discounts[j]?.type, why).toBe('Discount');
        expect(c.discounts[j]?.amount, why).toBe(money(x.sign * d.cents));
      });
    // A sale with a part we could not read is never flagged as a mismatch.
    if (parts.length > 0) expect(c.reconciles).toBe(true);
    truthRead.push(truthCheck(m, { kind: x.kind, keep }));
  });
  expect(ci, 'every check read belongs to a record sent').toBe(checks.length);
  expect(ui, 'every unreadable record belongs to a record sent').toBe(unreadable.length);
  return truthRead;
}

describe('the reader reads every form of the wire grammar exactly, or counts the record unreadable', () => {
  test(
    `${FUZZ_RUNS} GetChecks answers drawn from the grammar`,
    () => {
      const tally: Tally = {
        answers: 0,
        sent: 0,
        read: 0,
        unreadable: 0,
        eitherRead: 0,
        eitherUnreadable: 0,
        unknownKind: 0,
        parts: 0,
        unreadableParts: 0,
      };
      fc.assert(
        fc.property(wireAnswer(), (a) => {
          const { checks, unreadable } = toChecks('B01', a.wire, { overrides: a.overrides, asked: a.asked });
          tally.answers += 1;
          tally.sent += a.wire.length;
          tally.read += checks.length;
          tally.unreadable += unreadable.length;
          expect(checks.length + unreadable.length).toBe(a.wire.length);
          const truthRead = followRecords(a, checks, unreadable, tally);
          expect(totalsOf(checks)).toEqual(totalsOf(truthRead));
        }),
        OPTS,
      );
      expect(tally.read).toBeGreaterThan(0);
      expect(tally.unreadable).toBeGreaterThan(0);
      expect(tally.unreadableParts).toBeGreaterThan(0);
      expect(tally.unknownKind).toBeGreaterThan(0);
      recordFigures('reader', 'grammar', { runs: FUZZ_RUNS, ...tally });
    },
    TIMEOUT,
  );

  test(
    `${FUZZ_RUNS} answers in readable forms only: every record is read`,
    () => {
      fc.assert(
        fc.property(wireAnswer({ foreign: 0 }), (a) => {
          const { checks, unreadable } = toChecks('B01', a.wire, { overrides: a.overrides, asked: a.asked });
          const contextual = a.expect.filter((x) => x.check === 'either').length;
          expect(unreadable.length).toBeLessThanOrEqual(contextual);
          expect(checks.every((c) => (c.unreadable ?? []).length === 0)).toBe(true);
        }),
        OPTS,
      );
    },
    TIMEOUT,
  );

  test(`${FUZZ_RUNS} item lists in renamed, retyped and spoiled shapes`, () => {
    const tally = { answers: 0, items: 0, read: 0, unreadable: 0 };
    const nameOf = (meaning: FieldMeaning) => fc.constantFrom(...FIELD_NAMES[meaning]);
    const item = fc
      .record({
        itemId: fc.integer({ min: 1, max: 10_000_000 }),
        itemNo: fc.integer({ min: 1, max: 99_999 }),
        code: fc.constantFrom('', 'BRG01', 'Ç12'),
        spoil: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
        idName: nameOf('item.itemId'),
        noName: nameOf('item.itemNo'),
        idForm: fc.boolean(),
        noForm: fc.boolean(),
        unmapped: fc.constantFrom<unknown>('', null, undefined),
        how: fc.integer({ min: 0, max: 2 }),
      })
      .map((m) => {
        const rec: Record<string, unknown> = {
          [m.idName]: m.idForm ? m.itemId : String(m.itemId),
          [m.noName]: m.noForm ? m.itemNo : String(m.itemNo),
          Name: 'Burger',
          IntegrationCode: m.code === '' ? m.unmapped : m.code,
        };
        const spoiled = [42, { ...rec, [m.idName]: 'x1' }, { Name: 'no ids' }][m.how];
        return { m, wire: m.spoil ? spoiled : rec };
      });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), (sent) => {
        const { items, unreadable } = toItems(
          'B01',
          sent.map((s) => s.wire),
        );
        tally.answers += 1;
        tally.items += sent.length;
        tally.read += items.length;
        tally.unreadable += unreadable.length;
        expect(items.length + unreadable.length).toBe(sent.length);
        const readable = sent.filter((s) => !s.m.spoil);
        expect(items.length).toBe(readable.length);
        readable.forEach((s, i) => {
          expect(items[i]).toMatchObject({
            itemId: s.m.itemId,
            itemNo: String(s.m.itemNo),
            integrationCode: s.m.code,
          });
        });
        expect(unreadable.map((u) => u.raw)).toEqual(
          sent.filter((s) => s.m.spoil).map((s) => JSON.stringify(s.wire)),
        );
      }),
      OPTS,
    );
    expect(tally.unreadable).toBeGreaterThan(0);
    recordFigures('reader', 'items', { runs: FUZZ_RUNS, ...tally });
  });
});
