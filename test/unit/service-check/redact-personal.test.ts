import { describe, expect, it } from 'vitest';
import { redactPersonal } from '../../../electron/core/service-check/redact-personal';

describe('personal data in a support file', () => {
  it('takes out people, phones, addresses, tax numbers and e-mails by field name and by look', () => {
    const check = {
      Id: 118200034,
      CheckNumber: 12,
      WaiterName: 'Ayşe Yılmaz',
      Address: { Name: 'Mehmet Demir', Phone: '0532 123 45 67', AddressLine: 'Bağdat Cd. No:5' },
      Invoice: {
        Title: 'Demir Ltd.',
        TaxNumber: '1234567890',
        TaxOffice: 'Kadıköy',
        InvoiceNo: 'ASF2025000000123',
      },
      Info: 'Call Mehmet on +90 532 765 43 21',
      Items: [{ ItemId: 1003793, Name: 'Adana Kebap', Quantity: 2 }],
      Note: null,
      Remark: 'mail me at ayse.yilmaz@example.com.tr or 05551234567, TCKN 12345678901',
    };
    const out = redactPersonal(check);
    const text = JSON.stringify(out);
    for (const personal of [
      'Ayşe',
      'Mehmet',
      'Demir',
      '0532',
      '765 43 21',
      '1234567890',
      'Bağdat',
      'ayse.yilmaz',
      '05551234567',
      '12345678901',
      'Kadıköy',
    ]) {
      expect(text, personal).not.toContain(personal);
    }
    // What is not personal stays: ids, product names, amounts, the invoice number, nulls.
    expect(out).toMatchObject({
      Id: 118200034,
      CheckNumber: 12,
      Items: [{ ItemId: 1003793, Name: 'Adana Kebap', Quantity: 2 }],
      Invoice: { InvoiceNo: 'ASF2025000000123' },
      Note: null,
    });
  });
});
