import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { FIELD_NAMES } from '../../electron/core/upstream/field-names';
import { toChecks, toItems } from '../../electron/core/upstream/translate';
import type { FieldMeaning } from '../../shared/domain/connection';
import { FUZZ_RUNS, FUZZ_SEED, recordFigures } from './support/fuzz-figures';

/**
 * The record reader never drops a record without counting it. Generated answers hold checks (and
 * item lists) whose fields are renamed among the names the reader knows, whose values take every
 * JSON form that carries the same meaning (numbers and ids as text, booleans as 0/1/"true", kinds
 * as names, Turkish words or the spec's numbers, empty lists as null, dates in every format), and a
 * share of whose records (checks, lines, payments, discounts, items) are spoiled at random.
 *
 * Properties: read + unreadable = sent, for checks and for each part of each check; a record is
 * unreadable exactly when it was spoiled; a readable one keeps its values.
 */

const OPTS = { numRuns: FUZZ_RUNS, ...(FUZZ_SEED === undefined ? {} : { seed: FUZZ_SEED }) };

type Kind = 'sale' | 'collection' | 'expense';
type ModelLine = {
  itemId: number;
  itemNo: string;
  name: string;
  quantity: number;
  cents: number;
  spoil: boolean;
};
type ModelMoney = { name: string; cents: number; spoil: boolean };
type ModelCheck = {
  id: number;
  number: number;
  date: string;
  kind: Kind;
  isReturn: boolean;
  lines: ModelLine[];
  payments: ModelMoney[];
  discounts: ModelMoney[];
  spoil: boolean;
};

/** A field name the reader knows for this meaning (never the empty choice). */
const nameOf = (meaning: FieldMeaning) => fc.constantFrom(...FIELD_NAMES[meaning]);

const money = (cents: number) =>
  fc.constantFrom(
    cents / 100,
    (cents / 100).toFixed(2),
    String(cents / 100),
    (cents / 100).toFixed(2).replace('.', ','),
  );
const intForm = (n: number) => fc.constantFrom<unknown>(n, String(n));
const boolForm = (b: boolean) =>
  fc.constantFrom<unknown>(...(b ? [true, 1, 'true', '1', 'True'] : [false, 0, 'false', '0']));
const KIND_FORMS: Record<Kind, unknown[]> = {
  sale: ['Sale', 'SATIS', 'SATIŞ', 'sale', 1, '1', 'Satış'],
  collection: ['Collection', 'TAHSILAT', 'Tahsilat', 2],
  expense: ['Expense', 'GIDER', 'MASRAF', 'Gider', 3],
};
const dateForm = (date: string) => {
  const [y, m, d] = date.split('-');
  return fc.constantFrom(
    date,
    `${date}T00:00:00`,
    `${date}T00:00:00.000`,
    `${date}T00:00:00+03:00`,
    `${date}T00:00:00Z`,
    `${d}.${m}.${y}`,
    `${d}.${m}.${y} 00:00:00`,
  );
};
const listForm = (items: unknown[]) =>
  items.length === 0 ? fc.constantFrom<unknown>([], null) : fc.constant(items);

const SPOILED_VALUES = ['abc', '12.5.3', { n: 1 }, [1], true, '1.234'];

const modelLine: fc.Arbitrary<ModelLine> = fc.record({
  itemId: fc.integer({ min: 1, max: 99_999 }),
  itemNo: fc.integer({ min: 1, max: 99_999 }).map(String),
  name: fc.constantFrom('Burger', 'Çay', 'Köfte', 'Ayran'),
  quantity: fc.integer({ min: 1, max: 9 }),
  cents: fc.integer({ min: 0, max: 50_000 }),
  spoil: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
});
const modelMoney: fc.Arbitrary<ModelMoney> = fc.record({
  name: fc.constantFrom('Nakit', 'Kredi Kartı', 'Cash', 'Staff'),
  cents: fc.integer({ min: 1, max: 90_000 }),
  spoil: fc.boolean(),
});

const modelCheck: fc.Arbitrary<ModelCheck> = fc.record({
  id: fc.integer({ min: 1, max: 10_000_000 }),
  number: fc.integer({ min: 1, max: 999 }),
  date: fc
    .integer({ min: 0, max: 2000 })
    .map((n) => new Date(Date.UTC(2022, 0, 1) + n * 86_400_000).toISOString().slice(0, 10)),
  kind: fc.constantFrom<Kind>('sale', 'collection', 'expense'),
  isReturn: fc.boolean(),
  lines: fc.array(modelLine, { maxLength: 4 }),
  payments: fc.array(
    modelMoney.map((m) => ({ ...m, spoil: m.spoil && m.cents % 4 === 0 })),
    { maxLength: 3 },
  ),
  discounts: fc.array(
    modelMoney.map((m) => ({ ...m, spoil: m.spoil && m.cents % 4 === 1 })),
    { maxLength: 2 },
  ),
  spoil: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
});

/** One line on the wire: renamed, retyped, or (when the model says so) spoiled. */
function wireLine(l: ModelLine): fc.Arbitrary<unknown> {
  return fc
    .record({
      id: nameOf('line.itemId'),
      no: nameOf('line.itemNo'),
      name: nameOf('line.name'),
      qty: nameOf('line.quantity'),
      total: nameOf('line.total'),
      idV: intForm(l.itemId),
      noV: fc.constantFrom<unknown>(l.itemNo, Number(l.itemNo)),
      qtyV: fc.constantFrom<unknown>(l.quantity, String(l.quantity)),
      totalV: money(l.cents),
      condiments: fc.constantFrom<unknown>([], null, undefined),
      how: fc.integer({ min: 0, max: 3 }),
      bad: fc.constantFrom(...SPOILED_VALUES),
    })
    .map((w) => {
      const rec: Record<string, unknown> = {
        [w.id]: w.idV,
        [w.no]: w.noV,
        [w.name]: l.name,
        [w.qty]: w.qtyV,
        [w.total]: w.totalV,
        Condiments: w.condiments,
      };
      if (!l.spoil) return rec;
      if (w.how === 0) return 'a line';
      if (w.how === 1) return { ...rec, [w.total]: w.bad === true ? 'x' : w.bad };
      if (w.how === 2) return { ...rec, [w.id]: 'not-an-id' };
      const { [w.total]: _, ...rest } = rec;
      return rest;
    });
}

function wireMoney(m: ModelMoney, part: 'payment' | 'discount'): fc.Arbitrary<unknown> {
  return fc
    .record({
      type: nameOf(part === 'payment' ? 'payment.type' : 'discount.name'),
      amount: nameOf(part === 'payment' ? 'payment.amount' : 'discount.amount'),
      amountV: money(m.cents),
      bad: fc.constantFrom<unknown>('abc', null, { v: 1 }, '--'),
    })
    .map((w) => {
      const rec: Record<string, unknown> = { [w.type]: m.name, [w.amount]: w.amountV };
      if (part === 'discount') rec.Type = 'Discount';
      if (!m.spoil) return rec;
      return { ...rec, [w.amount]: w.bad };
    });
}

type Sent = { model: ModelCheck; wire: unknown };

function wireCheck(c: ModelCheck): fc.Arbitrary<Sent> {
  return fc
    .record({
      id: nameOf('check.id'),
      idV: intForm(c.id),
      number: nameOf('check.number'),
      numberV: intForm(c.number),
      date: nameOf('check.businessDate'),
      dateV: dateForm(c.date),
      kind: nameOf('check.kind'),
      kindV: fc.constantFrom(...KIND_FORMS[c.kind]),
      ret: nameOf('check.isReturn'),
      retV: boolForm(c.isReturn),
      state: fc.constantFrom<unknown>('Closed', 'CLOSED', 'closed', undefined),
      lines: fc.tuple(...c.lines.map(wireLine)),
      payments: fc.tuple(...c.payments.map((p) => wireMoney(p, 'payment'))),
      discounts: fc.tuple(...c.discounts.map((d) => wireMoney(d, 'discount'))),
      linesName: nameOf('check.lines'),
      linesV: fc.constant(null),
      how: fc.integer({ min: 0, max: 5 }),
    })
    .chain((w) =>
      fc
        .tuple(listForm(w.lines), listForm(w.payments), listForm(w.discounts))
        .map(([lines, payments, discounts]) => {
          const rec: Record<string, unknown> = {
            [w.id]: w.idV,
            [w.number]: w.numberV,
            [w.date]: w.dateV,
            [w.kind]: w.kindV,
            [w.ret]: w.retV,
            State: w.state,
            [w.linesName]: lines,
            Payments: payments,
            Discounts: discounts,
            Fiscal: null,
            X_Extra: 'kept',
          };
          if (!c.spoil) return { model: c, wire: rec };
          const spoiled: unknown[] = [
            'a check',
            { ...rec, [w.id]: undefined },
            { ...rec, [w.date]: '32.13.2025' },
            { ...rec, [w.linesName]: 'not a list' },
            { ...rec, [w.ret]: 'maybe' },
            { ...rec, [w.id]: 'abc' },
          ];
          return { model: c, wire: spoiled[w.how] };
        }),
    );
}

const answer = fc
  .array(modelCheck, { maxLength: 12 })
  .map((checks) => {
    // Ids are unique within a branch: the property follows each record by its Id.
    const seen = new Set<number>();
    return checks.filter((c) => !seen.has(c.id) && seen.add(c.id));
  })
  .chain((checks) => (checks.length === 0 ? fc.constant([] as Sent[]) : fc.tuple(...checks.map(wireCheck))));

const near = (a: number, b: number) => Math.abs(a - b) < 0.0001;

describe('the record reader never drops a record without counting it', () => {
  test(`${FUZZ_RUNS} answers of checks in renamed, retyped and spoiled shapes`, () => {
    const tally = { answers: 0, checks: 0, read: 0, unreadable: 0, parts: 0, unreadableParts: 0 };
    fc.assert(
      fc.property(answer, (sent) => {
        const { checks, unreadable } = toChecks(
          'B01',
          sent.map((s) => s.wire),
        );
        tally.answers += 1;
        tally.checks += sent.length;
        tally.read += checks.length;
        tally.unreadable += unreadable.length;
        // Counted: read + unreadable = sent.
        expect(checks.length + unreadable.length).toBe(sent.length);
        expect(unreadable.every((u) => u.what === 'check' && u.reason !== '' && u.branch === 'B01')).toBe(
          true,
        );
        expect(unreadable.map((u) => u.raw).sort()).toEqual(
          sent
            .filter((s) => s.model.spoil)
            .map((s) => JSON.stringify(s.wire))
            .sort(),
        );
        const byId = new Map(checks.map((c) => [c.id, c]));
        for (const { model: m } of sent) {
          if (m.spoil) continue;
          const c = byId.get(m.id);
          expect(c, `check ${m.id} was sent readable`).toBeDefined();
          if (!c) continue;
          // Kept values.
          expect(c.checkNumber).toBe(m.number);
          expect(c.businessDate).toBe(m.date);
          expect(c.kind).toBe(m.kind);
          expect(c.isReturn).toBe(m.isReturn);
          expect(c.extra.X_Extra).toBe('kept');
          // Parts: read + unreadable = sent, per part.
          const parts = c.unreadable ?? [];
          const good = <T extends { spoil: boolean }>(l: T[]) => l.filter((x) => !x.spoil);
          const bad = <T extends { spoil: boolean }>(l: T[]) => l.filter((x) => x.spoil).length;
          tally.parts += m.lines.length + m.payments.length + m.discounts.length;
          tally.unreadableParts += parts.length;
          expect(c.lines.length).toBe(good(m.lines).length);
          expect(parts.filter((p) => p.what === 'line').length).toBe(bad(m.lines));
          expect(c.payments.length).toBe(good(m.payments).length);
          expect(parts.filter((p) => p.what === 'payment').length).toBe(bad(m.payments));
          expect(c.discounts.length).toBe(good(m.discounts).length);
          expect(parts.filter((p) => p.what === 'discount').length).toBe(bad(m.discounts));
          good(m.lines).forEach((l, i) => {
            const r = c.lines[i];
            expect(r?.itemId).toBe(l.itemId);
            expect(r?.itemNo).toBe(l.itemNo);
            expect(r?.quantity).toBe(l.quantity);
            expect(near(r?.total ?? Number.NaN, l.cents / 100)).toBe(true);
          });
          good(m.payments).forEach((p, i) => {
            expect(c.payments[i]?.paymentType).toBe(p.name);
            expect(near(c.payments[i]?.amount ?? Number.NaN, p.cents / 100)).toBe(true);
          });
          good(m.discounts).forEach((d, i) => {
            expect(c.discounts[i]?.name).toBe(d.name);
            expect(near(c.discounts[i]?.amount ?? Number.NaN, d.cents / 100)).toBe(true);
          });
          // A sale with a part we could not read is never flagged as a mismatch.
          if (parts.length > 0) expect(c.reconciles).toBe(true);
        }
      }),
      OPTS,
    );
    expect(tally.unreadable).toBeGreaterThan(0);
    expect(tally.unreadableParts).toBeGreaterThan(0);
    recordFigures('reader', 'checks', { runs: FUZZ_RUNS, ...tally });
  });

  test(`${FUZZ_RUNS} item lists in renamed, retyped and spoiled shapes`, () => {
    const tally = { answers: 0, items: 0, read: 0, unreadable: 0 };
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
