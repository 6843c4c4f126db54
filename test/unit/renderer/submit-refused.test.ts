import { afterAll, describe, expect, test } from 'vitest';
import { canResume, refusedReason, refusedRecords } from '../../../renderer/features/submit/refused-records';
import { activateLocale } from '../../../renderer/i18n/i18n';
import type { BatchOutcome, JournalEntry, SubmitProgress } from '../../../shared/domain/mapping';

/**
 * The submit result names every record the service refused, with what was sent and the service's
 * reason; "Retry" is offered only while something can still be sent.
 */
afterAll(() => activateLocale('en'));

type Rec = JournalEntry['records'][number];
const rec = (itemId: number, status: Rec['status'], after = `C${itemId}`): Rec => ({
  itemId,
  itemNo: `N${itemId}`,
  name: `Item ${itemId}`,
  before: '',
  after,
  status,
});
const batch = (index: number, status: BatchOutcome['status'], rejected: BatchOutcome['rejected'] = []) => ({
  index,
  size: 2,
  status,
  rejected,
});

describe('refusedRecords', () => {
  test('every refused record, with item no, name, the code sent and the reason its batch gave', () => {
    const entry = {
      records: [rec(1, 'verified'), rec(2, 'rejected'), rec(3, 'rejected', ''), rec(4, 'verified')],
      batches: [
        batch(0, 'ok', [{ itemId: 2, reason: 'Pasif ürün güncellenemez' }]),
        batch(1, 'ok', [{ itemId: 3, reason: 'Refused by the service (no reason given).' }]),
      ],
    };
    expect(refusedRecords(entry)).toEqual([
      { itemId: 2, itemNo: 'N2', name: 'Item 2', code: 'C2', reason: 'Pasif ürün güncellenemez' },
      {
        itemId: 3,
        itemNo: 'N3',
        name: 'Item 3',
        code: '',
        reason: 'Refused by the service (no reason given).',
      },
    ]);
  });

  test('more than ten are all listed', () => {
    const ids = Array.from({ length: 25 }, (_, k) => k + 1);
    const entry = {
      records: ids.map((id) => rec(id, 'rejected')),
      batches: [
        batch(
          0,
          'ok',
          ids.map((itemId) => ({ itemId, reason: `no ${itemId}` })),
        ),
      ],
    };
    expect(refusedRecords(entry).map((r) => r.reason)).toEqual(ids.map((id) => `no ${id}`));
  });

  test('a record refused, then accepted when resumed, is not listed', () => {
    const entry = {
      records: [rec(2, 'verified')],
      batches: [batch(0, 'ok', [{ itemId: 2, reason: 'busy' }])],
    };
    expect(refusedRecords(entry)).toEqual([]);
  });
});

describe('refusedReason', () => {
  test('the service’s words as sent; the client’s own "no reason" in the user’s language', () => {
    activateLocale('tr');
    expect(refusedReason({ reason: 'Pasif ürün güncellenemez' })).toBe('Pasif ürün güncellenemez');
    expect(refusedReason({ reason: 'Refused by the service (no reason given).' })).toBe(
      '(servis gerekçe belirtmedi)',
    );
    expect(refusedReason({ reason: ' ' })).toBe('(servis gerekçe belirtmedi)');
    activateLocale('en');
    expect(refusedReason({ reason: '' })).toBe('(the service gave no reason)');
  });
});

describe('canResume', () => {
  const progress = (state: SubmitProgress['state'], batches: BatchOutcome[]) => ({ state, batches });

  test('refused records alone leave nothing to send', () => {
    const entry = { records: [rec(1, 'verified'), rec(2, 'rejected')] };
    expect(canResume(progress('partial', [batch(0, 'ok', [{ itemId: 2, reason: 'x' }])]), entry)).toBe(false);
  });

  test('a batch that failed, was cancelled or never went can be sent', () => {
    const entry = { records: [rec(1, 'verified'), rec(2, 'pending')] };
    for (const status of ['failed', 'cancelled', 'pending'] as const)
      expect(canResume(progress('partial', [batch(0, 'ok'), batch(1, status)]), entry), status).toBe(true);
  });

  test('records sent but not verified can be checked again', () => {
    expect(canResume(progress('partial', [batch(0, 'ok')]), { records: [rec(1, 'sent')] })).toBe(true);
  });

  test('a submission done, or not begun, offers nothing', () => {
    expect(canResume(progress('done', [batch(0, 'ok')]), { records: [rec(1, 'verified')] })).toBe(false);
    expect(canResume(null, null)).toBe(false);
  });
});
