import { afterEach, describe, expect, test } from 'vitest';
import { buildImportReport } from '../../../electron/core/files/import-report';
import type { MappingFileRow } from '../../../electron/core/files/types';
import { readChecks } from '../../../electron/core/upstream/read-checks';
import { readItems } from '../../../electron/core/upstream/read-items';
import { reasonText, saidText } from '../../../renderer/i18n/error-text';
import { activateLocale } from '../../../renderer/i18n/i18n';
import { codeProblem } from '../../../renderer/workspace/code-rule-text';
import { item } from './items-fixtures';

/**
 * Texts the core makes about data (why a record could not be read, why an import row cannot be
 * used) reach the screen as message codes: in English the catalogue says exactly what the core
 * says (its logs and the CLI), in Turkish something else, and no reason comes without a code.
 */

const check = (over: Record<string, unknown>) => ({
  Id: 1,
  CheckNumber: 7,
  BusinessDate: '2026-11-20',
  Items: [{ ItemId: 1, Name: 'Ayran', Price: 10, Total: 10 }],
  Payments: [{ PaymentType: 'Nakit', Amount: 10 }],
  ...over,
});

const ODD_CHECKS: unknown[] = [
  'a check as text',
  check({ Id: undefined }),
  check({ Id: 'yedi' }),
  check({ Id: 1.5 }),
  check({ BusinessDate: undefined }),
  check({ BusinessDate: '32.13.2025' }),
  check({ OpenDate: 'sabah' }),
  check({ IsReturn: 'belki' }),
  check({ Items: 'ayran' }),
  check({ Items: [42, { Price: 3 }, { Name: 'Su' }] }),
  check({ Payments: ['nakit', { PaymentType: 'Nakit' }] }),
  check({ Discounts: [null] }),
];
const ODD_ITEMS: unknown[] = [
  7,
  { ItemNo: 'A1', Name: 'Çay' },
  { ItemId: 3, Name: 'Çay' },
  { ItemId: 4, ItemNo: 'A4', IntegrationCode: { code: 'X' } },
];

function oddRecords() {
  const checks = readChecks('001', ODD_CHECKS);
  const parts = checks.checks.flatMap((c) => c.unreadable ?? []);
  return [...checks.unreadable, ...parts, ...readItems('001', ODD_ITEMS).unreadable];
}

describe('unreadable records in the user language', () => {
  afterEach(() => activateLocale('en'));

  test('every reason carries a code, worded in English as the core words it and in Turkish apart', () => {
    const records = oddRecords();
    // Every kind of record and reason the fixture provokes: checks, lines, payments, discounts, items.
    expect(new Set(records.map((r) => r.what))).toEqual(
      new Set(['check', 'line', 'payment', 'discount', 'item']),
    );
    expect(records.length).toBeGreaterThanOrEqual(16);
    for (const r of records) {
      expect(r.reasonSaid, r.reason).toBeDefined();
      activateLocale('en');
      expect(reasonText(r)).toBe(r.reason);
      activateLocale('tr');
      const turkish = reasonText(r);
      expect(turkish, r.reason).not.toBe(r.reason);
      expect(turkish).not.toMatch(/\b(is not|missing|not an object)\b/);
    }
  });

  test('a record stored before reasons had codes shows the core’s English', () => {
    activateLocale('tr');
    expect(reasonText({ reason: 'Id: missing' })).toBe('Id: missing');
    expect(saidText({ id: 'no.such.code' }, 'as sent')).toBe('as sent');
  });

  test('the Turkish names the field and quotes the value as sent', () => {
    const [date] = readChecks('001', [check({ BusinessDate: '32.13.2025' })]).unreadable;
    if (!date) throw new Error('the check was read');
    activateLocale('tr');
    expect(reasonText(date)).toBe('BusinessDate: "32.13.2025" bir tarih değil');
  });
});

describe('import rows that cannot be used, in the user language', () => {
  afterEach(() => activateLocale('en'));
  const row = (n: number, over: Partial<MappingFileRow>): MappingFileRow => ({
    row: n,
    itemId: '',
    itemNo: '',
    name: '',
    integrationCode: 'C1',
    ignored: null,
    ...over,
  });

  test('each row problem has a code (or is a code-rule problem the app words from the code)', () => {
    const items = [
      item(1, { itemNo: '10', name: 'Çay' }),
      item(2, { itemNo: '20' }),
      item(3, { itemNo: '20' }),
    ];
    const report = buildImportReport(
      [
        row(2, { itemId: '1', itemNo: '99' }),
        row(3, {}),
        row(4, { itemNo: '20' }),
        row(5, { itemNo: '10', integrationCode: 'A' }),
        row(6, { itemNo: '10', integrationCode: 'B' }),
        row(7, { itemId: '2', integrationCode: 'ÇAY-1' }),
      ],
      items,
      [],
      [],
      { fileName: 'menü.csv' },
    );
    expect(report.invalid.map((r) => r.row)).toEqual([2, 3, 4, 5, 7]);
    for (const r of report.invalid) {
      if (r.reasonSaid === undefined) {
        expect(codeProblem(r.code), r.reason).not.toBeNull();
        continue;
      }
      activateLocale('en');
      expect(saidText(r.reasonSaid, '?')).toBe(r.reason);
      activateLocale('tr');
      expect(saidText(r.reasonSaid, '?')).not.toBe(r.reason);
    }
    activateLocale('tr');
    const ambiguous = report.invalid.find((r) => r.row === 4);
    expect(saidText(ambiguous?.reasonSaid, '?')).toBe(
      'ItemNo 20 bu şubede 2 ürüne ait; hangisi olduğunu belirtmek için bir ItemId sütunu ekleyin.',
    );
  });
});
