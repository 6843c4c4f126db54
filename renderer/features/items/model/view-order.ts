import type { Item } from '../../../../shared/domain/item';
import {
  type DraftMap,
  effectiveCode,
  FLAG,
  matchesFilter,
  type StatusFilter,
} from '../../../workspace/item-status';
import { type SearchIndex, tokensMatch } from './search-index';

export const COLUMN_IDS = ['itemId', 'itemNo', 'name', 'code', 'status'] as const;
export type ColumnId = (typeof COLUMN_IDS)[number];
export type SortSpec = { id: ColumnId; desc: boolean } | null;

/** Rows needing attention first when sorting by status. */
function statusRank(flags: number): number {
  if (flags & FLAG.invalid) return 0;
  if (flags & FLAG.conflict) return 1;
  if (flags & FLAG.serverInvalid) return 2;
  if (flags & FLAG.duplicate) return 3;
  if (flags & FLAG.unmapped) return 4;
  if (flags & FLAG.changed) return 5;
  if (flags & FLAG.ignored) return 7;
  return 6;
}

const numericish = /^\d+$/;
function compareItemNo(a: string, b: string): number {
  // ItemNo is text upstream but usually digits: "95" sorts before "100".
  if (numericish.test(a) && numericish.test(b)) return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The order of all items for a sort. Computed when the sort, the items or (for the code and status
 * columns) the draft change — not on every keystroke of the search, which only filters this order.
 */
export function sortedOrder(
  items: readonly Item[],
  sort: SortSpec,
  index: SearchIndex,
  draft: DraftMap,
  flags: Uint8Array,
): Int32Array {
  const order = new Int32Array(items.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  if (!sort) return order;
  const dir = sort.desc ? -1 : 1;
  const item = (i: number) => items[i] as Item;
  let cmp: (a: number, b: number) => number;
  switch (sort.id) {
    case 'itemId':
      cmp = (a, b) => item(a).itemId - item(b).itemId;
      break;
    case 'itemNo':
      cmp = (a, b) => compareItemNo(item(a).itemNo, item(b).itemNo);
      break;
    case 'name': {
      const names = index.names;
      cmp = (a, b) => {
        const x = names[a] as string;
        const y = names[b] as string;
        return x < y ? -1 : x > y ? 1 : 0;
      };
      break;
    }
    case 'code': {
      const codes = items.map((it) => effectiveCode(it, draft.get(it.itemId)).toLowerCase());
      // Unmapped (empty) codes go last in ascending order: they are not "smaller" codes.
      cmp = (a, b) => {
        const x = codes[a] as string;
        const y = codes[b] as string;
        if (x === y) return 0;
        if (x === '') return 1 * dir;
        if (y === '') return -1 * dir;
        return x < y ? -1 : 1;
      };
      break;
    }
    case 'status':
      cmp = (a, b) => statusRank(flags[a] as number) - statusRank(flags[b] as number);
      break;
  }
  // Ties keep the service's order so the grid does not shuffle between sorts.
  order.sort((a, b) => cmp(a, b) * dir || a - b);
  return order;
}

/**
 * Filters a sorted order by status chip and search query; returns item indices in display order.
 * Items in `keep` (edited since the filter last changed) stay whatever they now match.
 */
export function filterOrder(
  order: ArrayLike<number>,
  items: readonly Item[],
  flags: Uint8Array,
  filter: StatusFilter,
  tokens: readonly string[],
  index: SearchIndex,
  draft: DraftMap,
  keep: ReadonlySet<number>,
): number[] {
  const out: number[] = [];
  for (let k = 0; k < order.length; k++) {
    const i = order[k] as number;
    const itemId = (items[i] as Item).itemId;
    if (keep.has(itemId)) out.push(i);
    else if (
      matchesFilter(flags[i] as number, filter) &&
      (tokens.length === 0 || tokensMatch(index.textOf(i), tokens, draft.get(itemId)?.code))
    ) {
      out.push(i);
    }
  }
  return out;
}
