import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deriveFacts,
  effectiveCode,
  FLAG,
  matchesFilter,
  STATUS_FILTERS,
} from '../../../renderer/workspace/item-status';
import type { ConflictRow } from '../../../shared/domain/mapping';
import { draftOf, edit, item } from './items-fixtures';

const noConflicts = new Map<number, ConflictRow>();
const conflict = (itemId: number): ConflictRow => ({
  itemId,
  itemNo: String(itemId),
  name: `Item ${itemId}`,
  base: 'C3',
  live: 'SRV1',
  draft: 'N8',
});

describe('status flags and chip counts', () => {
  it('counts unmapped, changed, invalid, duplicate, conflict and ignored items', () => {
    const items = [
      item(1), // unmapped
      item(2, { integrationCode: 'A1' }), // mapped, shares A1 with 3 -> duplicate
      item(3, { integrationCode: 'A1' }),
      item(4), // edited to a new code
      item(5), // edited to an invalid code
      item(6), // ignored, no code
      item(7, { integrationCode: 'B2' }), // cleared in the draft
      item(8, { integrationCode: 'C3' }), // conflict
    ];
    const draft = draftOf(edit(4, 'N4'), edit(5, 'BAD-5'), edit(7, '', 'B2'), edit(8, 'N8', 'C3'));
    const facts = deriveFacts(items, draft, new Set([6]), new Map([[8, conflict(8)]]));

    expect(facts.counts).toEqual({
      all: 8,
      unmapped: 2, // 1 and the cleared 7 (6 is ignored)
      changed: 4,
      invalid: 1,
      serverInvalid: 0,
      duplicate: 2,
      conflict: 1,
      ignored: 1,
    });
    const flagsOf = (id: number) => facts.flags[items.findIndex((i) => i.itemId === id)] as number;
    expect(flagsOf(1)).toBe(FLAG.unmapped);
    expect(flagsOf(2)).toBe(FLAG.duplicate);
    expect(flagsOf(4)).toBe(FLAG.changed);
    expect(flagsOf(5)).toBe(FLAG.changed | FLAG.invalid);
    expect(flagsOf(6)).toBe(FLAG.ignored);
    expect(flagsOf(7)).toBe(FLAG.changed | FLAG.unmapped);
    expect(flagsOf(8)).toBe(FLAG.changed | FLAG.conflict);
    expect(facts.invalidReason.get(5)).toMatch(/Only letters A-Z and digits 0-9.*"-" at position 4/);
    expect(facts.codeUse.get('A1')).toBe(2);
  });

  it('a draft code equal to the live one is no change, and duplicates follow the draft', () => {
    const items = [item(1, { integrationCode: 'A1' }), item(2, { integrationCode: 'B2' })];
    // Item 2 moves onto A1 in the draft: now both use it. Item 1's edit repeats its live code.
    const facts = deriveFacts(
      items,
      draftOf(edit(1, 'A1', 'A1'), edit(2, 'A1', 'B2')),
      new Set(),
      noConflicts,
    );
    expect(facts.counts.changed).toBe(1);
    expect(facts.counts.duplicate).toBe(2);
    expect(effectiveCode(items[1] as (typeof items)[number], draftOf(edit(2, 'A1')).get(2))).toBe('A1');
  });

  it('flags legacy codes already on the server as "invalid on server", with the reason, not as draft edits', () => {
    const items = [
      item(1, { integrationCode: 'ESK-3941' }),
      item(2, { integrationCode: 'ESK 12' }),
      item(3, { integrationCode: 'OK1' }),
      item(4, { integrationCode: 'ESK-1' }), // fixed by a new code in the draft
      item(5, { integrationCode: 'ESK-2' }), // cleared in the draft
      item(6, { integrationCode: 'ESK-3' }), // the draft repeats the live code: still invalid on server
    ];
    const draft = draftOf(edit(4, 'ESK1', 'ESK-1'), edit(5, '', 'ESK-2'), edit(6, 'ESK-3', 'ESK-3'));
    const facts = deriveFacts(items, draft, new Set(), noConflicts);
    expect(facts.counts.serverInvalid).toBe(3);
    expect(facts.counts.invalid).toBe(0);
    expect(facts.counts.changed).toBe(2);
    expect(facts.flags[0]).toBe(FLAG.serverInvalid);
    expect(facts.flags[3]).toBe(FLAG.changed);
    expect(facts.flags[4]).toBe(FLAG.changed | FLAG.unmapped);
    expect(facts.invalidReason.get(1)).toMatch(/"-" at position 4/);
    expect(facts.invalidReason.get(2)).toMatch(/a space at position 4/);
    expect(facts.invalidReason.has(3)).toBe(false);
    expect(facts.invalidReason.has(4)).toBe(false);
  });

  it('a chip filter matches exactly the items counted under it', () => {
    const code = fc.constantFrom('', 'A1', 'B2', 'X-1', 'C 3');
    const row = fc.record({ live: code, draft: fc.option(code, { nil: undefined }), ignored: fc.boolean() });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), (rows) => {
        const items = rows.map((r, k) => item(k + 1, { integrationCode: r.live }));
        const draft = draftOf(
          ...rows.flatMap((r, k) => (r.draft === undefined ? [] : [edit(k + 1, r.draft, r.live)])),
        );
        const ignored = new Set(rows.flatMap((r, k) => (r.ignored ? [k + 1] : [])));
        const facts = deriveFacts(items, draft, ignored, noConflicts);
        for (const f of STATUS_FILTERS) {
          const matching = [...facts.flags].filter((fl) => matchesFilter(fl, f)).length;
          expect(matching).toBe(facts.counts[f]);
        }
        // Ignored items never count as unmapped; an item is never both invalid and invalid on server.
        for (const fl of facts.flags) {
          expect(fl & FLAG.ignored && fl & FLAG.unmapped).toBeFalsy();
          expect(fl & FLAG.invalid && fl & FLAG.serverInvalid).toBeFalsy();
        }
      }),
    );
  });
});
