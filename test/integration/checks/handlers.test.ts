import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type ChecksRepo, createChecksRepo } from '../../../electron/core/checks/checks-repo';
import { checksHandlers } from '../../../electron/core/checks/handlers';
import type { DomainDeps } from '../../../electron/core/domain-deps';
import { type Database, openDatabase } from '../../../electron/core/store/database';
import { createMappingStore, type MappingStore } from '../../../electron/core/store/mapping-store';
import type { UpstreamClient } from '../../../electron/core/upstream/types';
import type { RunningSimulator } from '../../../electron/simulator';
import { addDays, businessToday } from '../../../shared/business-dates';
import { summarizeChecks } from '../../../shared/check-summary';
import { checksMethods } from '../../../shared/contract/checks';
import type { Check, ChecksProgress } from '../../../shared/domain/check';
import { toCheckRow } from '../../../shared/domain/check-row';
import { DEFAULT_SETTINGS } from '../../../shared/domain/connection';
import { eventually } from '../../support/eventually';
import { clientFor, getChecksRequests, NOW, startSim } from './harness';

let sim: RunningSimulator;
let client: UpstreamClient;
let progress: ChecksProgress[];
let handlers: ReturnType<typeof checksHandlers>;
let db: Database;
let repo: ChecksRepo;
let mapping: MappingStore;

/** The stored full checks of these rows, read past the handlers (what checks.detail reads). */
const storedChecks = (rows: readonly { branch: string; id: number; businessDate: string }[]): Check[] => {
  const dates = [...new Set(rows.map((r) => r.businessDate))];
  const byKey = new Map(
    [...repo.readDays('profile-1', 'B01', dates).values()].flatMap((d) => d.checks).map((c) => [c.id, c]),
  );
  return rows.map((r) => {
    const c = byKey.get(r.id);
    if (!c) throw new Error(`check ${r.id} not stored`);
    return c;
  });
};

// The handlers' "today" is the business date by this machine's clock: pick days well before it.
const today = businessToday(NOW);
const from = addDays(today, -5);
const to = addDays(today, -2);

beforeEach(async () => {
  sim = await startSim();
  client = clientFor(sim);
  progress = [];
  db = openDatabase(join(mkdtempSync(join(tmpdir(), 'mcm-checks-h-')), 'store.sqlite'));
  repo = createChecksRepo(db);
  const deps: DomainDeps = {
    connection: {
      client: () => client,
      key: () => 'profile-1',
      label: () => 'Test',
      readOnly: () => false,
    },
    emit: (event, payload) => {
      if (event === 'checks.progress') progress.push(payload as ChecksProgress);
    },
    settings: () => DEFAULT_SETTINGS,
    now: () => NOW,
  };
  mapping = createMappingStore(db);
  handlers = checksHandlers(deps, { checks: repo, mapping });
});
afterEach(async () => {
  await client.close();
  await sim.close();
});

/** A load's answer as the renderer gets it: encoded by dispatch's rule, then decoded. */
const overWire = (answer: z.output<(typeof checksMethods)['checks.load']['output']>) => {
  const output = checksMethods['checks.load'].output;
  return output.parse(z.encode(output, answer));
};

const load = (over: Record<string, unknown> = {}) =>
  handlers['checks.load'](
    checksMethods['checks.load'].input.parse({ requestId: 'r1', branches: ['B01'], from, to, ...over }),
  );

describe('checks handlers', () => {
  it('checks.load answers the contract shape with progress events named by requestId', async () => {
    const result = overWire(await load());
    expect(result.days).toHaveLength(4);
    expect(result.rows.length).toBeGreaterThan(100);
    expect(progress[0]).toEqual({ requestId: 'r1', daysDone: 0, daysTotal: 4 });
    expect(progress.slice(1).map((p) => p.daysDone)).toEqual([1, 2, 3, 4]);
    expect(progress.every((p) => p.requestId === 'r1' && p.daysTotal === 4)).toBe(true);
  });

  it('refuses a reversed range before asking the service', async () => {
    await expect(load({ from: to, to: from })).rejects.toMatchObject({ code: 'invalid_input' });
    expect(sim.control.requests).toHaveLength(0);
  });

  it('refuses more days asked one by one than a load takes, before asking the service', async () => {
    const onlyDays = Array.from({ length: 20_001 }, (_, i) => ({ branch: `B${i}`, date: from }));
    await expect(load({ onlyDays })).rejects.toMatchObject({
      code: 'invalid_input',
      message: expect.stringMatching(/too many branch-days/),
    });
    expect(getChecksRequests(sim)).toHaveLength(0);
  });

  it('checks.cancel stops a running load by its requestId', async () => {
    sim.control.addFault({ kind: 'latency', path: '/GetChecks', value: 150 });
    const running = load({ requestId: 'slow', from: addDays(today, -20) });
    await eventually(() => progress.some((p) => p.daysDone >= 1), 'the first day of the load');
    await handlers['checks.cancel']({ requestId: 'slow' });
    const result = await running;
    expect(result.days.some((d) => d.error?.code === 'cancelled')).toBe(true);
    expect(getChecksRequests(sim).length).toBeLessThan(19);
  });

  it('checks.export writes the loaded checks with their lines and payments', async () => {
    const loaded = await load();
    const picked = storedChecks(loaded.rows.slice(0, 25));
    const file = checksMethods['checks.export'].output.parse(
      await handlers['checks.export']({
        checkIds: picked.map((c) => ({ branch: c.branch, id: c.id, businessDate: c.businessDate })),
        format: 'xlsx',
      }),
    );
    expect(file.fileName).toMatch(/^checks-B01-.*\.xlsx$/);
    const book = new ExcelJS.Workbook();
    // ArrayBuffer: exceljs's typing of Buffer predates the generic Buffer of @types/node 24.
    await book.xlsx.load(new Uint8Array(Buffer.from(file.base64, 'base64')).buffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Checks', 'Item lines', 'Payments', 'Discounts']);
    expect(book.getWorksheet('Checks')?.actualRowCount).toBe(26);

    const csv = await handlers['checks.export']({
      checkIds: picked.map((c) => ({ branch: c.branch, id: c.id, businessDate: c.businessDate })),
      format: 'csv',
      part: 'payments',
    });
    expect(csv.fileName).toMatch(/^checks-payments-B01-.*\.csv$/);
    const rows = Buffer.from(csv.base64, 'base64').toString('utf8').trim().split(/\r?\n/);
    expect(rows.length - 1).toBe(picked.reduce((n, c) => n + c.payments.length, 0));

    await expect(
      handlers['checks.export']({
        checkIds: [{ branch: 'B01', id: -1, businessDate: from }],
        format: 'csv',
      }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it('checks.export leaves the checks to the worker: none is read on the thread that answers the UI', async () => {
    const loaded = await load();
    const reads = vi.spyOn(repo, 'findChecks');
    const refs = loaded.rows
      .map((r) => ({ branch: r.branch, id: r.id, businessDate: r.businessDate }))
      .reverse();
    const file = await handlers['checks.export']({ checkIds: refs, format: 'csv', part: 'checks' });
    expect(reads).not.toHaveBeenCalled();
    // Every check, in the order asked (the list's order), not the store's.
    const ids = Buffer.from(file.base64, 'base64').toString('utf8').trim().split(/\r\n/).slice(1);
    expect(ids.map((line) => Number(line.split(',')[4]))).toEqual(refs.map((r) => r.id));
    expect(refs.length).toBeGreaterThan(100);
    reads.mockRestore();
  });

  it('checks.export in Turkish: headers, sheets, our words, branch names, waiter and product group as columns', async () => {
    const loaded = await load();
    const picked = storedChecks(loaded.rows.slice(0, 40));
    const file = await handlers['checks.export']({
      checkIds: picked.map((c) => ({ branch: c.branch, id: c.id, businessDate: c.businessDate })),
      format: 'xlsx',
      lang: 'tr',
      branchNames: { B01: 'Kadıköy Şubesi' },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(Buffer.from(file.base64, 'base64')).buffer);
    expect(book.worksheets.map((w) => w.name)).toEqual([
      'Adisyonlar',
      'Ürün satırları',
      'Ödemeler',
      'İndirimler',
    ]);
    /** A sheet's column by its header, below the header. */
    const column = (sheet: string, header: string): unknown[] => {
      const ws = book.getWorksheet(sheet);
      if (!ws) throw new Error(`no sheet ${sheet}`);
      const values: unknown[] = [];
      const at = (ws.getRow(1).values as unknown[]).indexOf(header);
      expect(at, header).toBeGreaterThan(0);
      ws.eachRow((row, n) => {
        if (n > 1) values.push(row.getCell(at).value);
      });
      return values;
    };
    expect(new Set(column('Adisyonlar', 'Şube adı'))).toEqual(new Set(['Kadıköy Şubesi']));
    expect(new Set(column('Adisyonlar', 'Şube kodu'))).toEqual(new Set(['B01']));
    for (const kind of column('Adisyonlar', 'Tür')) expect(['Satış', 'Tahsilat', 'Gider']).toContain(kind);
    for (const state of column('Adisyonlar', 'Durum')) expect(['Açık', 'Kapalı']).toContain(state);
    // The simulator's WaiterName (dine-in checks) and GroupName (every line) are columns, not JSON.
    const waiters = picked.filter((c) => typeof c.extra.WaiterName === 'string').length;
    expect(waiters).toBeGreaterThan(0);
    expect(column('Adisyonlar', 'Garson').filter((w) => typeof w === 'string')).toHaveLength(waiters);
    const groups = column('Ürün satırları', 'Ürün grubu');
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) expect(typeof g).toBe('string');
    for (const other of column('Ürün satırları', 'Diğer alanlar'))
      expect(String(other)).not.toContain('GroupName');
  });

  it.each([
    {
      lang: 'tr' as const,
      sheets: ['Adisyonlar', 'Ödemeler', 'İndirimler'],
      payment: ['Ödeme şekli kodu', 'Ödeme şekli'],
      paymentWords: {
        Cash: 'Nakit',
        CreditCard: 'Kredi Kartı',
        MealCard: 'Yemek Kartı',
        OnAccount: 'Cari Hesap',
        NonPayable: 'Ödenmez',
      },
      discount: ['İndirim türü kodu', 'İndirim türü'],
      discountWords: { Discount: 'İndirim', TaxDiscount: 'Vergi indirimi' },
      listed: ['Ödeme şekilleri', 'Ödeme şekli kodları'],
    },
    {
      lang: 'en' as const,
      sheets: ['Checks', 'Payments', 'Discounts'],
      payment: ['Payment type code', 'Payment type'],
      paymentWords: {
        Cash: 'Cash',
        CreditCard: 'Credit card',
        MealCard: 'Meal card',
        OnAccount: 'On account',
        NonPayable: 'Not payable',
      },
      discount: ['Discount type code', 'Discount type'],
      discountWords: { Discount: 'Discount', TaxDiscount: 'Tax discount' },
      listed: ['Payment types', 'Payment type codes'],
    },
  ])(
    'checks.export ($lang): payment and discount types worded, their codes as sent beside them',
    async (t) => {
      const loaded = await load();
      const picked = storedChecks(loaded.rows.slice(0, 60));
      const file = await handlers['checks.export']({
        checkIds: picked.map((c) => ({ branch: c.branch, id: c.id, businessDate: c.businessDate })),
        format: 'xlsx',
        lang: t.lang,
      });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(new Uint8Array(Buffer.from(file.base64, 'base64')).buffer);
      const [checksSheet = '', paymentsSheet = '', discountsSheet = ''] = t.sheets;
      /** Each row below the header as [cell of header a, cell of header b]. */
      const pairs = (sheet: string, [a = '', b = '']: string[]): [unknown, unknown][] => {
        const ws = book.getWorksheet(sheet);
        if (!ws) throw new Error(`no sheet ${sheet}`);
        const header = ws.getRow(1).values as unknown[];
        const [at, bt] = [header.indexOf(a), header.indexOf(b)];
        expect(
          [at, bt].every((i) => i > 0),
          `${a}, ${b}`,
        ).toBe(true);
        const out: [unknown, unknown][] = [];
        ws.eachRow((row, n) => {
          if (n > 1) out.push([row.getCell(at).value, row.getCell(bt).value]);
        });
        return out;
      };
      const words: Record<string, string> = t.paymentWords;
      const payments = pairs(paymentsSheet, t.payment);
      // The simulator pays in cash and by card at least; every type it sends is one the app knows.
      expect(new Set(payments.map(([code]) => code))).toEqual(
        new Set(picked.flatMap((c) => c.payments.map((p) => p.paymentType))),
      );
      for (const code of ['Cash', 'CreditCard']) expect(payments.map(([c]) => c)).toContain(code);
      for (const [code, word] of payments) expect(word).toBe(words[String(code)]);
      const discountWords: Record<string, string> = t.discountWords;
      const discounts = pairs(discountsSheet, t.discount);
      expect(discounts.length).toBe(picked.reduce((n, c) => n + c.discounts.length, 0));
      expect(discounts.length).toBeGreaterThan(0);
      for (const [code, word] of discounts) expect(word).toBe(discountWords[String(code)]);
      // On the checks sheet the types a check was paid with, worded, then as sent.
      const listed = pairs(checksSheet, t.listed);
      picked.forEach((c, i) => {
        const codes = [...new Set(c.payments.map((p) => p.paymentType))];
        expect(listed[i]).toEqual([
          codes.length === 0 ? null : codes.map((p) => words[p]).join(', '),
          codes.length === 0 ? null : codes.join(', '),
        ]);
      });
    },
  );

  it('checks.detail reads a listed check in full, the one its slim row stands for', async () => {
    const { rows } = await load();
    const row = rows.find((r) => r.discountNames.length > 0 || r.paymentTypes.length > 1) ?? rows[0];
    if (!row) throw new Error('no rows');
    const {
      checks: [full],
    } = checksMethods['checks.detail'].output.parse(
      await handlers['checks.detail']({
        checks: [{ branch: row.branch, id: row.id, businessDate: row.businessDate }],
      }),
    );
    if (!full) throw new Error('no check');
    expect(toCheckRow(full)).toEqual(row);
    expect(full.lines.length).toBeGreaterThan(0);
    const many = await handlers['checks.detail']({ checks: rows.slice(0, 40) });
    expect(many.checks.map(toCheckRow)).toEqual(rows.slice(0, 40));
    await expect(
      handlers['checks.detail']({
        checks: [
          { branch: row.branch, id: row.id, businessDate: row.businessDate },
          { branch: 'B01', id: -1, businessDate: row.businessDate },
        ],
      }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it('the summary of a load, and of any part of it, equals the summary of the full checks', async () => {
    const loaded = overWire(await load());
    // Every check stored for these days, read past the engine: what the rows and summary stand for.
    const all = [
      ...repo
        .readDays(
          'profile-1',
          'B01',
          loaded.days.map((d) => d.date),
        )
        .values(),
    ].flatMap((d) => d.checks);
    expect(loaded.rows.map((r) => r.id).sort()).toEqual(all.map((c) => c.id).sort());
    const full = storedChecks(loaded.rows);
    expect(loaded.summary).toEqual(summarizeChecks(full));
    // Warm: the days' kept parts.
    const warm = overWire(await load({ requestId: 'r2' }));
    expect(warm.days.every((d) => d.status === 'cached')).toBe(true);
    expect(warm.summary).toEqual(loaded.summary);
    // A filter's rows: whole days come from their parts, the others from the full checks.
    const ref = (c: { branch: string; id: number; businessDate: string }) => ({
      branch: c.branch,
      id: c.id,
      businessDate: c.businessDate,
    });
    const cash = full.filter((c) => c.payments.some((p) => p.paymentType === 'Cash'));
    const firstDay = full.filter((c) => c.businessDate === full[0]?.businessDate);
    for (const subset of [
      cash,
      firstDay,
      [...firstDay, ...cash.filter((c) => c.businessDate !== full[0]?.businessDate)],
    ]) {
      expect(subset.length).toBeGreaterThan(0);
      const got = checksMethods['checks.summary'].output.parse(
        await handlers['checks.summary']({ checks: subset.map(ref) }),
      );
      expect(got).toEqual(summarizeChecks(subset));
    }
    expect(await handlers['checks.summary']({ checks: full.map(ref) })).toEqual(loaded.summary);
  });

  it('checks.meta reads discount and order types once, then answers from the store', async () => {
    const meta = checksMethods['checks.meta'].output.parse(await handlers['checks.meta']({ branch: 'B01' }));
    expect(meta.stale).toBe(false);
    expect(meta.discountTypes.length).toBeGreaterThan(0);
    expect(meta.orderTypes.length).toBeGreaterThan(0);
    sim.control.resetLogs();
    expect(await handlers['checks.meta']({ branch: 'B01' })).toEqual(meta);
    expect(sim.control.requests).toHaveLength(0);
  });

  it('checks.itemCodes answers the codes the items cache holds, none for a branch never read', async () => {
    expect(await handlers['checks.itemCodes']({ branch: 'B01' })).toBeNull();
    const items = await client.getItems('B01');
    mapping.items.replace('profile-1', 'B01', items, NOW.toISOString());
    const wire = checksMethods['checks.itemCodes'].output;
    const codes = wire.parse(
      JSON.parse(JSON.stringify(z.encode(wire, await handlers['checks.itemCodes']({ branch: 'B01' })))),
    );
    expect(codes).toEqual(items.map((i) => ({ itemId: i.itemId, integrationCode: i.integrationCode })));
  });

  it('checks.unmappedSold ranks sold items without a code by the current codes', async () => {
    const first = checksMethods['checks.unmappedSold'].output.parse(
      await handlers['checks.unmappedSold']({ branch: 'B01', days: 3 }),
    );
    expect(first.days).toHaveLength(3);
    expect(first.rows.length).toBeGreaterThan(1);
    const top = first.rows[0];
    if (!top?.itemId) throw new Error('expected an item id');
    // Mapped meanwhile (elsewhere): the current code wins over the code the checks carried.
    sim.control.setCode('B01', top.itemId, 'NOWMAPPED1');
    const second = await handlers['checks.unmappedSold']({ branch: 'B01', days: 3 });
    const now = new Set(second.rows.map((r) => r.itemId));
    expect(now.has(top.itemId)).toBe(false);
    expect(first.rows.slice(1).every((r) => now.has(r.itemId))).toBe(true);
  });
});
