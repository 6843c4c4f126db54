import { readFileSync } from 'node:fs';
import { exportChecks } from '../../../electron/core/files';
import type { Check, CheckLine } from '../../../shared/domain/check';

/**
 * Peak memory of exporting a chain's month of checks, by hand (not a bench row, not a test):
 *
 *   npx tsx test/bench/probes/export-memory.ts [xlsx|csv-checks|csv-lines] [branches] [days] [checksPerDay]
 *
 * Run it in a fresh process with node's heap limited as the core worker's is
 * (NODE_OPTIONS=--max-old-space-size=2048). The checks are made up with the shape and extras the
 * simulator sends (about six lines a check with condiments, one or two payments, waiter, guests,
 * product group, card brand); prints the resident memory with the checks held (before), the peak
 * (VmHWM) and the heap's peak sampled while the file is written, and the file's size, as JSON.
 */

const [what = 'xlsx', branchesArg = '12', daysArg = '31', perDayArg = '315'] = process.argv.slice(2);

function vm(field: 'VmHWM' | 'VmRSS'): number {
  const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'));
  return Number(m?.[1] ?? 0) / 1024;
}

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

function makeChecks(branches: number, days: number, perDay: number): Check[] {
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

const checks = makeChecks(Number(branchesArg), Number(daysArg), Number(perDayArg));
const lines = checks.reduce((n, c) => n + c.lines.reduce((m, l) => m + 1 + l.condiments.length, 0), 0);
global.gc?.();
const before = vm('VmRSS');
let heapPeak = 0;
const sampler = setInterval(() => {
  heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed / 2 ** 20);
}, 50);
const started = performance.now();
const format = what === 'xlsx' ? 'xlsx' : 'csv';
const part = what === 'csv-lines' ? 'lines' : 'checks';
const bytes = await exportChecks(checks, format, part, undefined, { lang: 'tr' });
const ms = performance.now() - started;
clearInterval(sampler);
heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed / 2 ** 20);
console.log(
  JSON.stringify({
    what,
    checks: checks.length,
    lines,
    fileMB: Math.round(bytes.length / 2 ** 20),
    ms: Math.round(ms),
    rssBeforeMB: Math.round(before),
    rssPeakMB: Math.round(vm('VmHWM')),
    heapPeakMB: Math.round(heapPeak),
  }),
);
