import { describe, expect, it } from 'vitest';
import { buildSupportFile, runServiceCheck } from '../../../electron/core/service-check';
import { createUpstreamClient } from '../../../electron/core/upstream';
import { DIALECT_NAMES, type DialectName, startSimulator } from '../../../electron/simulator';
import type { DetectedNames } from '../../../shared/domain/service-check';

// The service check against every simulator dialect, with the service's real limits and the
// client's own limiter: it must tell each dialect's choices apart, and draw no throttled answer.
const NOW = new Date('2025-03-15T12:30:00Z');

const EXPECTED: Record<DialectName, Partial<DetectedNames>> = {
  standard: {
    branchList: 'bare',
    branchCodeField: 'Code',
    endDate: 'inclusive',
    businessDateFormat: 'yyyy-MM-ddTHH:mm:ss',
    checkKindField: 'CheckType',
    checkKindValues: ['Collection', 'Expense', 'Sale'],
    paymentTypeField: 'PaymentType',
    paymentAmountField: 'Amount',
    discountNameField: 'Name',
    discountAmountField: 'Amount',
    lineQuantityField: 'Quantity',
    linePriceField: 'Price',
    lineTotalField: 'Total',
    errors: 'http-status',
    expireDateFormat: 'yyyy-MM-ddTHH:mm:ss',
  },
  'envelope-errors': {
    branchList: 'envelope',
    branchCodeField: 'branchCode',
    endDate: 'inclusive',
    businessDateFormat: 'yyyy-MM-dd',
    checkKindField: 'CheckType',
    paymentAmountField: 'Amount',
    errors: 'result-code',
    expireDateFormat: 'yyyy-MM-ddTHH:mm:ss.fff',
  },
  'exclusive-end': {
    branchList: 'bare',
    branchCodeField: 'Code',
    endDate: 'exclusive',
    businessDateFormat: 'yyyy-MM-ddTHH:mm:ss with offset',
    checkKindField: 'CheckType',
    errors: 'http-status',
    expireDateFormat: 'yyyy-MM-ddTHH:mm:ss with offset',
  },
  'vendor-tr': {
    branchList: 'bare',
    branchCodeField: 'branchCode',
    endDate: 'inclusive',
    businessDateFormat: 'dd.MM.yyyy',
    checkKindField: 'DocumentType',
    checkKindValues: ['GIDER', 'SATIS', 'TAHSILAT'],
    paymentTypeField: 'PaymentMethod',
    paymentAmountField: 'PaymentAmount',
    discountNameField: 'DiscountName',
    discountAmountField: 'DiscountAmount',
    lineQuantityField: 'Qty',
    linePriceField: 'UnitPrice',
    lineTotalField: 'LineTotal',
    errors: 'http-status',
    expireDateFormat: 'dd.MM.yyyy HH:mm:ss',
  },
  'legacy-net': {
    branchList: 'envelope',
    branchCodeField: 'Code',
    endDate: 'inclusive',
    businessDateFormat: '/Date(ms+0300)/',
    checkKindField: 'CheckType',
    checkKindValues: ['Gider', 'Satış', 'Tahsilat', 'İade'],
    paymentTypeField: 'PaymentType',
    paymentAmountField: 'Amount',
    discountNameField: 'Name',
    discountAmountField: 'Amount',
    lineQuantityField: 'Quantity',
    linePriceField: 'Price',
    lineTotalField: 'Total',
    errors: 'http-status',
    expireDateFormat: '/Date(ms+0300)/',
  },
};

describe.each(DIALECT_NAMES)('the service check against %s', (dialect) => {
  it('detects the dialect’s choices within the rate budget, read-only', async () => {
    // The service's real limits, and a clock that runs (the client's limiter waits real time).
    const sim = await startSimulator({ dialect, branches: 2, itemsPerBranch: 60, historyDays: 12, now: NOW });
    const client = createUpstreamClient({
      baseUrl: sim.baseUrl,
      username: sim.credentials.username,
      credentials: async () => ({
        accessToken: sim.credentials.accessToken,
        password: sim.credentials.password,
      }),
    });
    try {
      const { report, samples } = await runServiceCheck(client, { now: () => sim.control.now() });
      expect(report.detected).toMatchObject(EXPECTED[dialect]);
      // Proposed into the reader's field overrides: only names it would not try first.
      expect(report.proposedOverrides).toEqual(
        dialect === 'vendor-tr'
          ? {
              'check.kind': 'DocumentType',
              'line.quantity': 'Qty',
              'line.unitPrice': 'UnitPrice',
              'line.total': 'LineTotal',
              'payment.type': 'PaymentMethod',
              'payment.amount': 'PaymentAmount',
              'discount.name': 'DiscountName',
              'discount.amount': 'DiscountAmount',
            }
          : {},
      );
      expect(report.calls).toBeLessThanOrEqual(10);
      expect(report.calls).toBe(sim.control.requests.length);
      expect(sim.control.requests.filter((r) => r.status === 429 || r.status === 503)).toEqual([]);
      expect(sim.control.requests.map((r) => r.path)).not.toContain('/UpdateIntegrationCode');
      expect(sim.control.updates).toEqual([]);
      // Plain words for every open point, none left blank.
      expect(report.findings.map((f) => f.topic)).toEqual([
        'branches',
        'date-rule',
        'business-date',
        'check-kind',
        'payments',
        'discounts',
        'lines',
        'date-forms',
        'value-types',
        'number-forms',
        'items',
        'errors',
        'throttling',
        'token',
      ]);
      for (const f of report.findings) {
        expect(f.seen.length, f.topic).toBeGreaterThan(10);
        expect(f.appDoes.length, f.topic).toBeGreaterThan(10);
      }
      const byTopic = Object.fromEntries(report.findings.map((f) => [f.topic, f]));
      expect(byTopic.throttling?.seen).toMatch(/Not seen yet/);
      expect(byTopic.token?.seen).toMatch(/about 24 hours from now/);
      if (dialect === 'exclusive-end') expect(byTopic['date-rule']?.seen).toMatch(/exclusive/);
      if (dialect === 'vendor-tr') {
        expect(byTopic['value-types']?.seen).toMatch(/Id, CheckNumber, TotalAmount come as text/);
        expect(byTopic['date-forms']?.seen).toMatch(
          /^Forms by field: BusinessDate: dd\.MM\.yyyy; OpenDate: /,
        );
        expect(byTopic['number-forms']?.seen).toMatch(/^Amounts as text with a decimal point \(e\.g\. "/);
      } else if (dialect === 'legacy-net') {
        expect(byTopic['date-forms']?.seen).toMatch(/^Forms by field: BusinessDate: \/Date\(ms\+0300\)\//);
        expect(byTopic['number-forms']?.seen).toMatch(/^Amounts as text with a decimal comma/);
      } else
        expect(byTopic['number-forms']?.seen).toBe('Amounts as JSON numbers; quantities as JSON numbers.');
      // The support file is built from the same samples, and names each by the endpoint asked.
      const file = JSON.parse(buildSupportFile(report, samples, 'test')) as {
        report: { findings: { title: string }[] };
        samples: { endpoint: string }[];
      };
      // The findings are the app's own words: their titles are kept.
      expect(file.report.findings.map((f) => f.title)).toEqual(report.findings.map((f) => f.title));
      const asked = new Set(sim.control.requests.map((r) => r.path));
      expect(file.samples.map((x) => x.endpoint).filter((e) => !asked.has(e))).toEqual([]);
      expect(file.samples.map((x) => x.endpoint)).toEqual(
        expect.arrayContaining(['/GetBranches', '/GetOrderTypes']),
      );
    } finally {
      await client.close();
      await sim.close();
    }
  });
});

it('says what it could not tell when a branch has no checks on the days tried', async () => {
  const sim = await startSimulator({
    rateLimit: false,
    branches: 1,
    itemsPerBranch: 20,
    historyDays: 1,
    now: NOW,
    freezeClock: true,
  });
  const client = createUpstreamClient({
    baseUrl: sim.baseUrl,
    username: sim.credentials.username,
    credentials: async () => ({
      accessToken: sim.credentials.accessToken,
      password: sim.credentials.password,
    }),
  });
  try {
    const { report } = await runServiceCheck(client, { now: () => sim.control.now() });
    expect(report.detected.endDate).toBeNull();
    const rule = report.findings.find((f) => f.topic === 'date-rule');
    expect(rule).toMatchObject({ status: 'unknown' });
    expect(rule?.seen).toMatch(/No checks on the days tried \(2025-03-13, 2025-03-12, 2025-03-06\)/);
    expect(report.calls).toBeLessThanOrEqual(10);
  } finally {
    await client.close();
    await sim.close();
  }
});
