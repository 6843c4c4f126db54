import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createConnectivityTracker, FULL_BUDGET } from '../../../electron/core/connection/connectivity';
import type { Connectivity } from '../../../shared/domain/connection';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function tracker() {
  const sent: Connectivity[] = [];
  const t = createConnectivityTracker({
    emit: (event, payload) => {
      if (event === 'connectivity') sent.push(payload as Connectivity);
    },
    now: () => new Date('2026-03-04T10:00:00Z'),
    intervalMs: 250,
  });
  return { t, sent };
}

test('a success marks online; network failures mark offline; other errors only set the message', () => {
  const { t } = tracker();
  t.report(true);
  expect(t.snapshot()).toMatchObject({
    online: true,
    lastOkAt: '2026-03-04T10:00:00.000Z',
    lastErrorMessage: null,
  });
  t.report(false, { code: 'branch_unreachable', message: 'Branch B1 is off.', retryable: true });
  expect(t.snapshot()).toMatchObject({ online: true, lastErrorMessage: 'Branch B1 is off.' });
  t.report(false, { code: 'network_down', message: 'No network.', retryable: true });
  expect(t.snapshot()).toMatchObject({ online: false, lastErrorMessage: 'No network.' });
  t.report(false, { code: 'cancelled', message: 'Cancelled.', retryable: true });
  expect(t.snapshot().lastErrorMessage).toBe('No network.');
  t.dispose();
});

test('bursts are coalesced: the first change at once, then at most one event per interval, latest state', () => {
  const { t, sent } = tracker();
  let left = 60;
  t.reset(() => ({ ...FULL_BUDGET, perMinuteLeft: left }), false);
  expect(sent).toHaveLength(1);
  for (let i = 0; i < 50; i++) {
    left--;
    t.budgetChanged();
  }
  t.report(true);
  expect(sent).toHaveLength(1);
  vi.advanceTimersByTime(250);
  expect(sent).toHaveLength(2);
  expect(sent[1]).toMatchObject({ online: true, budget: { perMinuteLeft: 10 } });
  vi.advanceTimersByTime(1000);
  expect(sent).toHaveLength(2);
  t.budgetChanged();
  expect(sent).toHaveLength(3);
  t.dispose();
  t.budgetChanged();
  vi.advanceTimersByTime(1000);
  expect(sent).toHaveLength(3);
});

test('a branch that does not answer is offline on its own; the service stays online until it fails itself', () => {
  const { t } = tracker();
  t.report(true);
  const timeout = { code: 'timeout', message: 'Branch B2 did not answer.', retryable: true } as const;
  t.report(false, timeout, { branch: 'B2' });
  expect(t.snapshot()).toMatchObject({
    online: true,
    unreachableBranches: [{ branch: 'B2', since: '2026-03-04T10:00:00.000Z' }],
  });
  t.report(false, { code: 'branch_unreachable', message: 'B3 is off.', retryable: true }, { branch: 'B3' });
  t.report(true, undefined, { branch: 'B1' });
  expect(t.snapshot().online).toBe(true);
  expect(t.snapshot().unreachableBranches.map((b) => b.branch)).toEqual(['B2', 'B3']);
  // The branch answers again: it is back.
  t.report(true, undefined, { branch: 'B2' });
  expect(t.snapshot().unreachableBranches.map((b) => b.branch)).toEqual(['B3']);
  // A refused connection is the service's, whichever branch the call was for.
  t.report(false, { code: 'network_down', message: 'No network.', retryable: true }, { branch: 'B1' });
  expect(t.snapshot().online).toBe(false);
  t.report(true);
  // A call for no branch that times out: the service itself did not answer.
  t.report(false, timeout);
  expect(t.snapshot().online).toBe(false);
  // A new connection starts with no branch offline.
  t.reset(() => FULL_BUDGET, false);
  expect(t.snapshot().unreachableBranches).toEqual([]);
  t.dispose();
});

test('a wait before a retry is reported with when it ends, and dropped when it is over', () => {
  const { t, sent } = tracker();
  t.report(true);
  vi.advanceTimersByTime(1000);
  t.waiting({ reason: 'busy', waitMs: 8000, attempt: 1, maxAttempts: 5, branch: 'B2' });
  expect(t.snapshot().waiting).toEqual({
    reason: 'busy',
    waitMs: 8000,
    attempt: 1,
    maxAttempts: 5,
    branch: 'B2',
    until: '2026-03-04T10:00:08.000Z',
  });
  expect(sent.at(-1)?.waiting?.waitMs).toBe(8000);
  vi.advanceTimersByTime(8000);
  expect(t.snapshot().waiting).toBeNull();
  expect(sent.at(-1)?.waiting).toBeNull();
  t.dispose();
});
