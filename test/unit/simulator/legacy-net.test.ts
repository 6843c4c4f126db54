import { describe, expect, it } from 'vitest';
import type { GenCheck } from '../../../electron/simulator/data/check-generator';
import { carryError, throttled } from '../../../electron/simulator/dialects/answers';
import { DIALECTS } from '../../../electron/simulator/dialects/dialect';
import { writeBody } from '../../../electron/simulator/dialects/net-json';
import {
  invariantMoney,
  invariantQuantity,
  turkishMoney,
} from '../../../electron/simulator/dialects/net-numbers';
import { writeCheck, writeItem, writeUpdateAnswer } from '../../../electron/simulator/dialects/write-records';
import { fail, ok } from '../../../electron/simulator/http/respond';

// The legacy-net dialect's wire forms (docs/wire-format.md, "Dialects"), one writer at a time.
const LEGACY = DIALECTS['legacy-net'];
const DAY = Date.parse('2026-11-13T00:00:00Z') / 86_400_000;
const OPENED = Date.parse('2026-11-13T16:42:07Z'); // 19:42:07 in Istanbul

// A return negates every value (spec: IsReturn), the unit price and the total alike.
const line = (qty: number, priceCents: number, totalCents = qty * priceCents) => ({
  itemId: 1000040,
  itemNo: '20004',
  name: 'Ayran',
  group: 'İçecekler',
  qty,
  priceCents,
  totalCents,
  condiments: [],
});

function check(over: Partial<GenCheck> = {}): GenCheck {
  return {
    id: 20769001,
    number: 7,
    kind: 'Sale',
    isReturn: false,
    openedMs: OPENED,
    closedMs: OPENED + 1_800_000,
    outlet: 'Restoran',
    tableNo: '12',
    orderType: { Id: 1, Name: 'Masa Servisi' } as GenCheck['orderType'],
    waiter: 'İlker G.',
    guests: 2,
    info: null,
    description: null,
    address: null,
    invoice: { InvoiceNo: 'ASA2026000000001', InvoiceDate: '2026-11-13' },
    fiscal: null,
    receiptNo: '1769-0005',
    lines: [line(2, 61_725)],
    discounts: [{ type: 'Discount', typeId: 1, name: 'Personel İndirimi', amountCents: 1_000 }],
    payments: [{ kind: 'Cash', amountCents: 122_450, cardBrand: null }],
    ...over,
  };
}
const ctx = { day: DAY, open: false, codeOf: () => 'IC1', tzMinutes: 180 };
const asRecord = (v: unknown) => v as Record<string, unknown>;

describe('legacy-net numbers', () => {
  it('money as invariant text and as tr-TR N2, always with two decimals', () => {
    expect([0, 5, 12_345, -12_345, 123_450, 100_000_000].map(invariantMoney)).toEqual([
      '0.00',
      '0.05',
      '123.45',
      '-123.45',
      '1234.50',
      '1000000.00',
    ]);
    expect([0, 5, 12_345, -12_345, 123_450, -123_450, 100_000_000].map(turkishMoney)).toEqual([
      '0,00',
      '0,05',
      '123,45',
      '-123,45',
      '1.234,50',
      '-1.234,50',
      '1.000.000,00',
    ]);
    expect([1, 3, -2].map(invariantQuantity)).toEqual(['1.00', '3.00', '-2.00']);
  });
});

describe('legacy-net checks', () => {
  it('dates as /Date(ms+0300)/, amounts as text, Turkish kind, "E"/"H", members A-Z', () => {
    const c = writeCheck(LEGACY, check(), ctx);
    const localMidnight = Date.parse('2026-11-12T21:00:00Z');
    expect(c).toMatchObject({
      Id: 20769001,
      CheckNumber: 7,
      BusinessDate: `/Date(${localMidnight}+0300)/`,
      OpenDate: `/Date(${OPENED}+0300)/`,
      CloseDate: `/Date(${OPENED + 1_800_000}+0300)/`,
      CheckType: 'Satış',
      State: 'Closed',
      IsReturn: 'H',
      GuestCount: 2,
      OrderTypeId: 1,
      // The report side (total, payments) is Turkish; lines and discounts are invariant.
      TotalAmount: '1.224,50',
      Items: [{ ItemId: 1000040, ItemNo: '20004', Quantity: '2.00', Price: '617.25', Total: '1234.50' }],
      Payments: [{ PaymentType: 'Cash', PaymentTypeId: 1, Amount: '1.224,50' }],
      Discounts: [{ Type: 'Discount', DiscountTypeId: 1, Amount: '10.00' }],
      Invoice: { InvoiceNo: 'ASA2026000000001', InvoiceDate: `/Date(${localMidnight}+0300)/` },
    });
    expect(c).not.toHaveProperty('DocumentType');
    const keys = Object.keys(c);
    expect(keys).toEqual([...keys].sort());
    const lineKeys = Object.keys(asRecord((c.Items as unknown[])[0]));
    expect(lineKeys).toEqual([...lineKeys].sort());
  });

  it('a return is İade with IsReturn "E" and negative amounts; collections and expenses keep their words', () => {
    const ret = writeCheck(
      LEGACY,
      check({
        isReturn: true,
        lines: [line(-1, -28_500, -28_500)],
        discounts: [],
        payments: [{ kind: 'Cash', amountCents: -28_500, cardBrand: null }],
      }),
      ctx,
    );
    expect(ret).toMatchObject({
      CheckType: 'İade',
      IsReturn: 'E',
      TotalAmount: '-285,00',
      Items: [{ Quantity: '-1.00', Price: '-285.00', Total: '-285.00' }],
      Payments: [{ Amount: '-285,00' }],
    });
    const words = (['Collection', 'Expense'] as const).map(
      (kind) => writeCheck(LEGACY, check({ kind, lines: [], discounts: [] }), ctx).CheckType,
    );
    expect(words).toEqual(['Tahsilat', 'Gider']);
  });

  it('legacy-net-long-dates writes the check dates as tr-TR long dates, the rest as legacy-net', () => {
    const long = writeCheck(DIALECTS['legacy-net-long-dates'], check(), ctx);
    const legacy = writeCheck(LEGACY, check(), ctx);
    expect(long).toMatchObject({
      BusinessDate: '13 Kasım 2026 Cuma',
      OpenDate: '13 Kasım 2026 Cuma 19:42:07',
      CloseDate: '13 Kasım 2026 Cuma 20:12:07',
      Invoice: { InvoiceDate: '13 Kasım 2026 Cuma' },
    });
    const dates = { BusinessDate: null, OpenDate: null, CloseDate: null, Invoice: null };
    expect({ ...long, ...dates }).toEqual({ ...legacy, ...dates });
  });

  it('items and update answers keep the standard values, members A-Z', () => {
    const item = writeItem(LEGACY, {
      itemId: 1000040,
      itemNo: '20004',
      name: 'Ayran',
      code: '',
    } as Parameters<typeof writeItem>[1]);
    expect(Object.entries(item)).toEqual([
      ['IntegrationCode', ''],
      ['ItemId', 1000040],
      ['ItemNo', '20004'],
      ['Name', 'Ayran'],
    ]);
    const answer = writeUpdateAnswer(LEGACY, [{ itemId: 1, itemNo: null, error: null }]);
    expect(JSON.stringify(answer.data)).toBe('[{"ItemId":1,"ItemNo":null,"Message":null,"Success":true}]');
  });
});

describe('legacy-net answers', () => {
  it('the envelope A-Z and dates with escaped slashes, as DataContractJsonSerializer writes them', () => {
    const body = ok([{ ExpireDate: '/Date(1794517200000+0300)/', Token: 't' }]).body;
    const written = writeBody(LEGACY, body);
    expect(written).toBe(
      '{"Data":[{"ExpireDate":"\\/Date(1794517200000+0300)\\/","Token":"t"}],"ResultCode":200,"ResultMessage":"OK"}',
    );
    expect(JSON.parse(written)).toEqual(JSON.parse(body));
    expect(writeBody(DIALECTS.standard, body)).toBe(body);
  });

  it('errors keep their status with an ASP.NET error page, the message HTML-encoded', () => {
    const page = carryError(LEGACY, fail(404, 'Unknown endpoint /<script>.'));
    expect(page.status).toBe(404);
    expect(page.contentType).toBe('text/html; charset=utf-8');
    expect(page.body).toMatch(/^<!DOCTYPE html>/);
    expect(page.body).toContain("Server Error in '/PosIntegration' Application.");
    expect(page.body).toContain('<title>Unknown endpoint /&lt;script&gt;.</title>');
    expect(page.body).not.toContain('<script>');
    expect(page.body).not.toContain('ResultCode');
    const allow = carryError(LEGACY, fail(405, 'Method not allowed: use POST.', { Allow: 'POST' }));
    expect(allow.headers).toEqual({ Allow: 'POST' });
    // Answers not of the service (a gateway's text) keep their own body.
    const gateway = { status: 503, body: 'Service Unavailable', contentType: 'text/plain; charset=utf-8' };
    expect(carryError(LEGACY, gateway)).toBe(gateway);
  });

  it('throttling is 503 with HTTP.sys’s page and no Retry-After', () => {
    const t = carryError(LEGACY, throttled(LEGACY, 7, 'Too many requests'));
    expect(t.status).toBe(503);
    expect(t.headers?.['Retry-After']).toBeUndefined();
    expect(t.contentType).toBe('text/html; charset=us-ascii');
    expect(t.body).toContain('HTTP Error 503. The service is unavailable.');
  });
});
