import { describe, expect, it } from 'vitest';
import { appErrorOf, harness } from './setup';

const NOW = new Date('2025-03-10T15:00:00Z');

describe('upstream client: checks', () => {
  it('reads checks of an inclusive date range into domain checks that reconcile', async () => {
    const h = await harness({ now: NOW, historyDays: 5, itemsPerBranch: 40 });
    const { checks, unreadable } = await h.client.getChecks({
      branch: 'B01',
      from: '2025-03-08',
      to: '2025-03-09',
    });
    expect(unreadable).toEqual([]);
    expect(checks.length).toBeGreaterThan(0);
    expect(new Set(checks.map((c) => c.businessDate))).toEqual(new Set(['2025-03-08', '2025-03-09']));
    expect(checks.every((c) => c.branch === 'B01')).toBe(true);
    expect(new Set(checks.map((c) => c.kind))).toContain('sale');
    // The simulator's closed checks are consistent: each one reconciles with our totals.
    expect(checks.filter((c) => !c.reconciles)).toEqual([]);
    // Condiments are part of the item total; unknown fields are kept.
    expect(checks.some((c) => c.lines.some((l) => l.condiments.length > 0))).toBe(true);
    expect(Object.keys(checks[0]?.extra ?? {}).length).toBeGreaterThan(0);
    expect(Object.keys(checks[0]?.payments[0]?.extra ?? {}).length).toBeGreaterThan(0);
  });

  it('filters by check number only when asked', async () => {
    const h = await harness({ now: NOW, historyDays: 5, itemsPerBranch: 40 });
    const { checks: all } = await h.client.getChecks({ branch: 'B02', from: '2025-03-09', to: '2025-03-09' });
    const { checks: one } = await h.client.getChecks({
      branch: 'B02',
      from: '2025-03-09',
      to: '2025-03-09',
      number: 3,
    });
    expect(all.length).toBeGreaterThan(1);
    expect(one.map((c) => c.checkNumber)).toEqual([3]);
  });

  it('refuses bad dates before sending', async () => {
    const h = await harness({ now: NOW });
    expect(
      (await appErrorOf(h.client.getChecks({ branch: 'B01', from: '2025-3-1', to: '2025-03-02' }))).code,
    ).toBe('invalid_input');
    expect(
      (await appErrorOf(h.client.getChecks({ branch: 'B01', from: '2025-03-05', to: '2025-03-02' }))).code,
    ).toBe('invalid_input');
    expect(h.count('/GetChecks')).toBe(0);
  });
});
