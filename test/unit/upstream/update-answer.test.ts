import { describe, expect, it } from 'vitest';
import { readUpdateAnswer } from '../../../electron/core/upstream/update-answer';

const sent = [
  { itemId: 1, itemNo: '100', code: 'A' },
  { itemId: 2, itemNo: '200', code: 'B' },
  { itemId: 3, code: 'C' },
];

describe('UpdateIntegrationCode answer, read per record', () => {
  it('matches results to the records sent by ItemId or ItemNo (standard)', () => {
    expect(
      readUpdateAnswer(sent, [
        { ItemId: 1, ItemNo: '100', Success: true, Message: null },
        { ItemId: null, ItemNo: '200', Success: false, Message: 'No such item' },
        { ItemId: 3, ItemNo: '300', Success: true },
      ]),
    ).toEqual({ accepted: [1, 3], rejected: [{ itemId: 2, reason: 'No such item' }], unknown: [] });
  });

  it('reads the vendor-tr shape: ids as text, IsSuccess 1/0, ErrorMessage', () => {
    expect(
      readUpdateAnswer(sent, [
        { ItemId: '1', IsSuccess: 1, ErrorMessage: null },
        { ItemId: '2', IsSuccess: 0, ErrorMessage: 'Kod geçersiz' },
        { ItemId: '3', IsSuccess: '1' },
      ]),
    ).toEqual({ accepted: [1, 3], rejected: [{ itemId: 2, reason: 'Kod geçersiz' }], unknown: [] });
  });

  it('leaves every record "sent, outcome unknown" when Data is not a list (Data: null, a count)', () => {
    for (const data of [null, undefined, '3 records processed', { processed: 3 }]) {
      const outcome = readUpdateAnswer(sent, data);
      expect(outcome.accepted).toEqual([]);
      expect(outcome.rejected).toEqual([]);
      expect(outcome.unknown).toEqual([1, 2, 3]);
      expect(outcome.unknownReason).toMatch(/^Data is /);
    }
  });

  it('never refuses a record it cannot read: unreadable or unmatched entries leave it unknown', () => {
    const outcome = readUpdateAnswer(sent, [
      { ItemId: 1, Success: 'maybe' },
      { ItemId: 99, Success: false, Message: 'No such item' },
      'odd',
      { ItemId: 3, Success: false },
    ]);
    expect(outcome).toEqual({
      accepted: [],
      rejected: [{ itemId: 3, reason: 'Refused by the service (no reason given).' }],
      unknown: [1, 2],
      unknownReason: '3 of 4 answer records could not be read or matched',
    });
  });

  it('lets the last word stand when one item is answered twice', () => {
    expect(
      readUpdateAnswer(sent.slice(0, 1), [
        { ItemId: 1, Success: false, Message: 'busy' },
        { ItemId: 1, Success: true },
      ]),
    ).toEqual({ accepted: [1], rejected: [], unknown: [] });
  });
});
