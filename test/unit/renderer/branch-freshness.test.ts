import { expect, test } from 'vitest';
import { freshness } from '../../../renderer/features/branches/branch-figures';
import type { BranchSummary } from '../../../shared/domain/branch';

const now = Date.parse('2026-11-24T12:00:00Z');
const branch = (code: string, over: Partial<BranchSummary> = {}): BranchSummary => ({
  code,
  name: code,
  address: '',
  extra: {},
  itemCount: 10,
  mappedCount: 5,
  unmappedCount: 5,
  ignoredCount: 0,
  itemsFetchedAt: '2026-11-24T11:59:00Z',
  stale: false,
  draftEdits: 0,
  ...over,
});

test('a branch whose server did not answer is offline on its own, the others as they are', () => {
  const unreachable = new Set(['B2']);
  expect(freshness(branch('B1'), true, now, unreachable)).toBe('fresh');
  expect(freshness(branch('B2'), true, now, unreachable)).toBe('branch-offline');
  // The whole service offline: every branch says so, as before.
  expect(freshness(branch('B2', { stale: true }), false, now, unreachable)).toBe('offline');
  expect(freshness(branch('B1', { stale: true }), true, now)).toBe('branch-offline');
});
