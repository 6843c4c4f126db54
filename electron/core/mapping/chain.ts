import type { ChainRow } from '../../../shared/domain/item';
import type { ChainCell } from '../store/items-repo';

/** ItemNo is a number on most POS systems: "9" before "10", and any other text in its place. */
const byItemNo = new Intl.Collator('en', { numeric: true }).compare;

/**
 * The chain view: one row per ItemNo with its code in every cached branch (null where the branch
 * has no such item). Branches disagree when the ones that have the item hold different codes.
 */
export function chainRows(
  cells: readonly ChainCell[],
  branches: readonly string[],
  onlyDisagreeing: boolean,
): ChainRow[] {
  const rows = new Map<string, ChainRow>();
  for (const c of cells) {
    let row = rows.get(c.itemNo);
    if (!row) {
      row = {
        itemNo: c.itemNo,
        name: c.name,
        codes: Object.fromEntries(branches.map((b) => [b, null])),
        itemIds: {},
        disagree: false,
      };
      rows.set(c.itemNo, row);
    }
    if (row.codes[c.branch] === null || row.codes[c.branch] === undefined) {
      row.codes[c.branch] = c.code;
      if (c.itemId !== undefined && row.itemIds) row.itemIds[c.branch] = c.itemId;
    }
  }
  const out: ChainRow[] = [];
  for (const row of rows.values()) {
    const codes = new Set(Object.values(row.codes).filter((v) => v !== null));
    row.disagree = codes.size > 1;
    if (!onlyDisagreeing || row.disagree) out.push(row);
  }
  return out.sort((a, b) => byItemNo(a.itemNo, b.itemNo));
}
