import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { exportChecks } from '../../../electron/core/files';
import type { Check, CheckLine } from '../../../shared/domain/check';
import { csvFormatFor } from '../../../shared/domain/locale';
import { readBack } from './helpers';

const line = (name: string, over: Partial<CheckLine> = {}): CheckLine => ({
  itemId: 10,
  itemNo: '100',
  name,
  integrationCode: 'ADK1',
  quantity: 1,
  unitPrice: 250,
  total: 250,
  condiments: [],
  extra: {},
  ...over,
});

const sale: Check = {
  branch: 'B01',
  id: 5001,
  checkNumber: 17,
  businessDate: '2024-05-01',
  kind: 'sale',
  state: 'Closed',
  isReturn: false,
  info: null,
  outletInfo: 'Salon',
  officialReceiptNumber: 'F-1',
  tableNo: '4',
  orderType: 'Dine in',
  address: null,
  fiscal: null,
  invoice: null,
  lines: [
    line('Adana Dürüm', {
      extra: { GroupName: 'Kebaplar', Station: 'Ocak' },
      condiments: [line('Acılı', { integrationCode: '', extra: { GroupName: 'Ekler' } })],
    }),
  ],
  discounts: [
    { type: 'Discount', name: 'Personel', amount: 10, extra: {} },
    { type: 'TaxDiscount', name: '', amount: 1.5, extra: {} },
  ],
  payments: [
    {
      paymentType: 'CreditCard',
      amount: 250,
      extra: { PaymentName: 'Kredi Kartı', CardBrand: 'Bonus', PaymentTypeId: 2 },
    },
    // A type the app does not know is written as sent in both columns.
    { paymentType: 'Hediye Çeki', amount: 0, extra: {} },
  ],
  totals: { items: 500, discounts: 0, payments: 250 },
  reconciles: false,
  extra: { WaiterName: 'Ayşe', GuestCount: 2 },
};
const collection: Check = { ...sale, id: 5002, checkNumber: 18, kind: 'collection', state: 'Open' };
const other: Check = { ...sale, id: 7001, branch: 'B02', lines: [], payments: [], extra: {} };

const names = { B01: 'Kadıköy', B02: 'Beşiktaş' };

function csvCells(bytes: Uint8Array, delimiter: string): string[][] {
  const text = new TextDecoder().decode(bytes.subarray(3));
  return Papa.parse<string[]>(text, { delimiter, newline: '\r\n', skipEmptyLines: true }).data;
}

/** Each row of a sheet as header -> cell. */
function records(rows: unknown[][]): Record<string, unknown>[] {
  const [header = [], ...body] = rows;
  return body.map((r) => Object.fromEntries(header.map((h, i) => [String(h), r[i]])));
}

describe('exportChecks in the user language', () => {
  it('XLSX in Turkish: sheet names, headers, our words and known types; codes as sent beside them', async () => {
    const book = await readBack(
      await exportChecks([sale, collection, other], 'xlsx', 'checks', undefined, {
        lang: 'tr',
        branchNames: names,
      }),
    );
    expect([...book.keys()]).toEqual(['Adisyonlar', 'Ürün satırları', 'Ödemeler', 'İndirimler']);
    const checks = records(book.get('Adisyonlar') ?? []);
    expect(checks.map((c) => [c['Şube kodu'], c['Şube adı'], c.Tür, c.Durum, c.İade])).toEqual([
      ['B01', 'Kadıköy', 'Satış', 'Kapalı', 'hayır'],
      ['B01', 'Kadıköy', 'Tahsilat', 'Açık', 'hayır'],
      ['B02', 'Beşiktaş', 'Satış', 'Kapalı', 'hayır'],
    ]);
    expect(checks[0]).toMatchObject({
      Garson: 'Ayşe',
      'Kişi sayısı': 2,
      'Ödeme şekilleri': 'Kredi Kartı, Hediye Çeki',
      'Ödeme şekli kodları': 'CreditCard, Hediye Çeki',
      'İndirim türleri': 'Personel (İndirim), Vergi indirimi',
      'Tutarlar uyuyor': 'hayır',
      'Diğer alanlar': null,
    });
    const lines = records(book.get('Ürün satırları') ?? []);
    expect(
      lines.map((l) => [l['Satır türü'], l.Ad, l['Entegrasyon kodu'], l.Kodlu, l['Ürün grubu']]),
    ).toEqual([
      ['ürün', 'Adana Dürüm', 'ADK1', 'evet', 'Kebaplar'],
      ['ek malzeme', 'Acılı', null, 'hayır', 'Ekler'],
      ['ürün', 'Adana Dürüm', 'ADK1', 'evet', 'Kebaplar'],
      ['ek malzeme', 'Acılı', null, 'hayır', 'Ekler'],
    ]);
    expect(lines[0]?.['Diğer alanlar']).toBe('{"Station":"Ocak"}');
    const payments = records(book.get('Ödemeler') ?? []);
    expect(payments.map((p) => [p['Ödeme şekli kodu'], p['Ödeme şekli']])).toEqual([
      ['CreditCard', 'Kredi Kartı'],
      ['Hediye Çeki', 'Hediye Çeki'],
      ['CreditCard', 'Kredi Kartı'],
      ['Hediye Çeki', 'Hediye Çeki'],
    ]);
    expect(payments[0]).toMatchObject({
      'Ödeme şekli': 'Kredi Kartı',
      'Ödeme adı': 'Kredi Kartı',
      'Kart markası': 'Bonus',
      Tutar: 250,
      'Diğer alanlar': '{"PaymentTypeId":2}',
    });
    const discounts = records(book.get('İndirimler') ?? []).slice(0, 2);
    expect(discounts.map((d) => [d['İndirim türü kodu'], d['İndirim türü'], d.Ad])).toEqual([
      ['Discount', 'İndirim', 'Personel'],
      ['TaxDiscount', 'Vergi indirimi', null],
    ]);
  });

  it('CSV in Turkish with the Turkish separator; English stays the default', async () => {
    const tr = csvCells(
      await exportChecks([sale], 'csv', 'lines', csvFormatFor('tr'), { lang: 'tr', branchNames: names }),
      ';',
    );
    expect(tr[0]?.slice(0, 6)).toEqual([
      'Şube kodu',
      'Şube adı',
      'İş günü',
      'Adisyon no',
      'Adisyon ID',
      'Tür',
    ]);
    expect(tr[1]?.slice(0, 6)).toEqual(['B01', 'Kadıköy', '2024-05-01', '17', '5001', 'Satış']);
    const en = csvCells(
      await exportChecks([collection], 'csv', 'checks', undefined, { branchNames: names }),
      ',',
    );
    const row = records(en)[0];
    expect(row).toMatchObject({ Branch: 'B01', 'Branch name': 'Kadıköy', Kind: 'collection', State: 'Open' });
    expect(row).toMatchObject({ Waiter: 'Ayşe', Guests: '2' });
    expect(row).toMatchObject({
      'Payment types': 'Credit card, Hediye Çeki',
      'Payment type codes': 'CreditCard, Hediye Çeki',
      'Discount types': 'Personel (Discount), Tax discount',
    });
  });
});
