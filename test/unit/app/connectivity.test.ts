import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createConnectivityTracker, FULL_BUDGET } from '../../../electron/core/app/connection-connectivity';
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
