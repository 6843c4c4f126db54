import type { Check, CheckLine } from '../../../shared/domain/check';

/**
 * Made-up checks with the shape and extras the simulator sends, for the export measures (row 8,
 * probes/export-*.ts): about six item lines a check with condiments, one or two payments, waiter,
 * guests, product group, card brand. 12 branches × 31 days × 315 a day is a chain's month:
 * 117,180 checks, 703,080 item lines.
 */
const GROUPS = ['Kebaplar', 'Pideler', 'İçecekler', 'Tatlılar', 'Çorbalar'];
const WAITERS = ['Ayşe Yılmaz', 'Mehmet Demir', 'Elif Kaya', 'Can Öztürk'];

function line(n: number, condiments: CheckLine[] = []): CheckLine {
  return {
    itemId: 1000 + n,
    itemNo: String(200 + n),
    name: `Ürün ${n} Adana Dürüm Acılı`,
    integrationCode: n % 7 === 0 ? '' : `K${n}`,
    quantity: 1 + (n % 3),
    unitPrice: 125.5,
    total: 125.5 * (1 + (n % 3)),
    condiments,
    extra: { GroupName: GROUPS[n % GROUPS.length] },
  };
}

export function makeChecks(branches: number, days: number, perDay: number): Check[] {
  const out: Check[] = [];
  let id = 1;
  for (let b = 1; b <= branches; b++) {
    for (let d = 1; d <= days; d++) {
      const date = `2026-10-${String(d).padStart(2, '0')}`;
      for (let i = 0; i < perDay; i++, id++) {
        const lines = [
          line(id % 50, [line(id % 13)]),
          line(id % 31),
          line(id % 17),
          line(id % 11, [line(3)]),
        ];
        out.push({
          branch: `B${String(b).padStart(2, '0')}`,
          id,
          checkNumber: i + 1,
          businessDate: `${date}T00:00:00`,
          kind: 'sale',
          state: 'Closed',
          isReturn: false,
          info: null,
          outletInfo: 'Salon',
          officialReceiptNumber: `F-${id}`,
          tableNo: String(i % 30),
          orderType: 'Masa',
          address: null,
          fiscal: { ZNo: d, FNo: i },
          invoice: null,
          openedAt: `${date} 12:01:00`,
          closedAt: `${date} 12:40:00`,
          lines,
          discounts: i % 5 === 0 ? [{ type: 'Discount', name: 'Personel', amount: 10, extra: {} }] : [],
          payments: [
            { paymentType: 'Cash', amount: 200, extra: { PaymentName: 'Nakit', CardBrand: null } },
            ...(i % 2 === 0
              ? [
                  {
                    paymentType: 'CreditCard',
                    amount: 100,
                    extra: { PaymentName: 'Kredi Kartı', CardBrand: 'Bonus' },
                  },
                ]
              : []),
          ],
          totals: { items: 300, discounts: 0, payments: 300 },
          reconciles: true,
          extra: { WaiterName: WAITERS[i % WAITERS.length], GuestCount: 1 + (i % 4), Description: null },
        });
      }
    }
  }
  return out;
}
