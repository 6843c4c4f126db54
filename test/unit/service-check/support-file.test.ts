import { describe, expect, it } from 'vitest';
import { buildSupportFile } from '../../../electron/core/service-check';
import type { Sample, Samples } from '../../../electron/core/service-check/samples';
import type { InspectableOperation } from '../../../electron/core/upstream/types';
import type { ServiceCheckReport } from '../../../shared/domain/service-check';

// The support file keeps what the vendor needs and describes the rest by type and length.

/** Fields a review found personal data in (issue 34), and one nobody thought of. */
const PERSONAL: Record<string, string> = {
  AccountName: 'Demir Gıda Ltd.',
  CariAdi: 'Yılmaz Market',
  AdSoyad: 'Ayşe Yılmaz',
  Isim: 'Mehmet',
  Ad: 'Zeynep',
  Soyad: 'Kaya',
  KuryeAdi: 'Ali Veli',
  Misafir: 'Hakan Bey',
  Açıklama: 'Kapıda nakit, zili çalma',
  CardNumber: '4543 12** **** 9012',
  Plaka: '34 ABC 123',
  MusteriSoyadi: 'Öztürk',
};

const check = {
  Id: 118200034,
  CheckNumber: 12,
  BusinessDate: '2025-03-13T00:00:00',
  CheckType: 'Sale',
  State: 'Closed',
  IsReturn: false,
  TotalAmount: 412.5,
  OfficialReceiptNumber: 'ASF2025000000123',
  WaiterName: 'Selin Arslan',
  Info: 'Demir Gıda Ltd.',
  ...PERSONAL,
  Address: { Name: 'Mehmet Demir', Phone: '0532 123 45 67', Id: 7, ...PERSONAL },
  Items: [
    {
      ItemId: 1003793,
      ItemNo: '3793',
      Name: 'Adana Kebap',
      IntegrationCode: 'YM12',
      Quantity: 2,
      Price: 206.25,
      Total: 412.5,
      Condiments: [{ ItemId: 1009001, Name: 'Acı Sos', Quantity: 1, Note: { ...PERSONAL } }],
      ...PERSONAL,
    },
  ],
  Payments: [{ PaymentType: 'CreditCard', Amount: 412.5, ...PERSONAL }],
  Discounts: [],
  VendorExtra: { Deep: [{ Id: 5, Any: 'kept nowhere' }] },
};

function sample(op: InspectableOperation, path: string, json: unknown): Sample {
  return {
    op,
    path,
    request: { branch: 'B01' },
    answer: { status: 200, retryAfter: null, contentType: 'application/json', text: '', json },
    failed: null,
    failedError: null,
  };
}

const samples: Samples = {
  expireDate: '2025-03-16T12:30:00',
  branches: sample('branches', '/GetBranches', [{ Code: 'B01', Name: 'Moda', Address: 'Bahariye Cd. 5' }]),
  unknownBranch: {
    op: 'orderTypes',
    path: '/GetOrderTypes',
    request: { branch: 'NOPE' },
    answer: null,
    failed: 'The service said: “Vergi no 1234567890 için şube yok”.',
    failedError: null,
  },
  items: sample('items', '/GetItemsIntegrationCode', {
    ResultCode: 200,
    ResultMessage: 'OK',
    Data: [{ ItemId: 1003793, ItemNo: '3793', Name: 'Adana Kebap', IntegrationCode: 'YM12', ...PERSONAL }],
  }),
  day: '2025-03-13',
  checksSame: sample('checks', '/GetChecks', { ResultCode: 200, ResultMessage: 'OK', Data: [check] }),
  checksNext: null,
  emptyDays: [],
  throttled: null,
  throttledError: null,
  calls: 6,
};

const report: ServiceCheckReport = {
  checkedAt: '2025-03-15T12:30:00.000Z',
  service: '127.0.0.1:8787',
  calls: 6,
  findings: [
    {
      topic: 'date-rule',
      title: 'Is end_date inclusive?',
      seen: 'Asked 2025-03-13..2025-03-13: 5 checks (a note said VKN 1234567890).',
      appDoes: 'The app asks each day D as D..D.',
      status: 'ok',
    },
  ],
  detected: {
    branchList: 'bare',
    branchCodeField: 'Code',
    endDate: 'inclusive',
    businessDateFormat: 'yyyy-MM-ddTHH:mm:ss',
    checkKindField: 'CheckType',
    checkKindValues: ['Sale'],
    paymentTypeField: 'PaymentType',
    paymentAmountField: 'Amount',
    discountNameField: null,
    discountAmountField: null,
    lineQuantityField: 'Quantity',
    linePriceField: 'Price',
    lineTotalField: 'Total',
    errors: 'http-status',
    expireDateFormat: 'yyyy-MM-ddTHH:mm:ss',
  },
  proposedOverrides: {},
};

type Body = { ResultCode?: number; Data: Record<string, unknown>[] };
const text = buildSupportFile(report, samples, 'test');
const file = JSON.parse(text) as {
  report: ServiceCheckReport;
  samples: { endpoint: string; body?: unknown; failed?: string }[];
};
const bodyOf = (endpoint: string) => file.samples.find((s) => s.endpoint === endpoint)?.body as Body;

describe('the support file', () => {
  it('replaces every personal field by its type and length, at every depth', () => {
    for (const [field, value] of Object.entries(PERSONAL)) {
      expect(text, field).not.toContain(value);
      expect(text, field).toContain(`"${field}": "<text, ${[...value].length} chars>"`);
    }
    const c = bodyOf('/GetChecks').Data[0] ?? {};
    const line = (c.Items as Record<string, unknown>[])[0] ?? {};
    expect(c.AccountName).toBe('<text, 15 chars>');
    expect(c.WaiterName).toBe('<text, 12 chars>');
    expect(c.Info).toBe('<text, 15 chars>');
    expect(c.Address).toMatchObject({
      Name: '<text, 12 chars>',
      Phone: '<text, 14 chars>',
      Id: '<number, 1 chars>',
    });
    expect(line.MusteriSoyadi).toBe('<text, 6 chars>');
    expect((line.Condiments as Record<string, unknown>[])[0]?.Note).toMatchObject({
      Plaka: '<text, 10 chars>',
    });
    expect((c.Payments as Record<string, unknown>[])[0]?.CardNumber).toBe('<text, 19 chars>');
    // A field nobody documented: its shape, not its values, even where a name would be allowed.
    expect(c.VendorExtra).toEqual({ Deep: [{ Id: '<number, 1 chars>', Any: '<text, 12 chars>' }] });
    // Names are free text: an item's name is described too.
    expect(line.Name).toBe('<text, 11 chars>');
    expect(bodyOf('/GetBranches').Data).toBeUndefined();
    expect(file.samples.find((s) => s.endpoint === '/GetBranches')?.body).toEqual([
      { Code: 'B01', Name: '<text, 4 chars>', Address: '<text, 14 chars>' },
    ]);
  });

  it('keeps the fields the vendor needs with their values', () => {
    expect(bodyOf('/GetChecks')).toMatchObject({
      ResultCode: 200,
      Data: [
        {
          Id: 118200034,
          CheckNumber: 12,
          BusinessDate: '2025-03-13T00:00:00',
          CheckType: 'Sale',
          State: 'Closed',
          IsReturn: false,
          TotalAmount: 412.5,
          OfficialReceiptNumber: 'ASF2025000000123',
          Items: [
            {
              ItemId: 1003793,
              ItemNo: '3793',
              IntegrationCode: 'YM12',
              Quantity: 2,
              Price: 206.25,
              Total: 412.5,
              Condiments: [{ ItemId: 1009001, Quantity: 1 }],
            },
          ],
          Payments: [{ PaymentType: 'CreditCard', Amount: 412.5 }],
          Discounts: [],
        },
      ],
    });
    expect(bodyOf('/GetItemsIntegrationCode').Data[0]).toMatchObject({
      ItemId: 1003793,
      ItemNo: '3793',
      IntegrationCode: 'YM12',
    });
  });

  it('keeps the findings in the app’s own words, personal numbers in them masked', () => {
    expect(file.report.findings[0]).toMatchObject({
      title: 'Is end_date inclusive?',
      appDoes: 'The app asks each day D as D..D.',
      seen: 'Asked 2025-03-13..2025-03-13: 5 checks (a note said VKN [masked]).',
    });
    expect(file.report.detected).toEqual(report.detected);
    expect(file.samples.find((s) => s.endpoint === '/GetOrderTypes')?.failed).toBe(
      'The service said: “Vergi no [masked] için şube yok”.',
    );
    expect(text).not.toContain('1234567890');
  });
});
