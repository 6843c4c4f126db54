import { foldForSearch } from '../../../shared/search-text';
import { MAX_HEADER_SCAN_ROWS } from './limits';
import type { SheetRow } from './types';

/** For each logical column, the header spellings accepted, best first (already normalised). */
export type ColumnSpec<K extends string> = Readonly<Record<K, readonly string[]>>;

export type ColumnIndexes<K extends string> = Partial<Record<K, number>>;

/**
 * "Item Id", "item_id", "ITEMID", "Ürün Kodu" -> "itemid", "itemid", "itemid", "urunkodu": case,
 * Turkish letters, spaces, underscores, hyphens and dots do not matter.
 */
function normaliseHeader(text: string): string {
  return foldForSearch(text).replace(/[\s_.\-:]+/g, '');
}

/**
 * Which column holds which field. When two columns could be the same field ("Code" and
 * "IntegrationCode"), the better-ranked spelling wins; a column serves one field only.
 */
function matchColumns<K extends string>(cells: string[], spec: ColumnSpec<K>): ColumnIndexes<K> {
  const normalised = cells.map(normaliseHeader);
  const taken = new Set<number>();
  const found: ColumnIndexes<K> = {};
  const keys = Object.keys(spec) as K[];
  // Exact, primary spellings are claimed before fallbacks, whatever the key order.
  const maxRank = Math.max(...keys.map((k) => spec[k].length));
  for (let rank = 0; rank < maxRank; rank++) {
    for (const key of keys) {
      if (found[key] !== undefined) continue;
      const alias = spec[key][rank];
      if (alias === undefined) continue;
      const index = normalised.findIndex((h, i) => h === alias && !taken.has(i));
      if (index >= 0) {
        found[key] = index;
        taken.add(index);
      }
    }
  }
  return found;
}

/** The header row: the first of the top rows that has every required column. */
export function findHeader<K extends string>(
  rows: SheetRow[],
  spec: ColumnSpec<K>,
  complete: (columns: ColumnIndexes<K>) => boolean,
): { index: number; columns: ColumnIndexes<K> } | null {
  const scan = Math.min(rows.length, MAX_HEADER_SCAN_ROWS);
  for (let i = 0; i < scan; i++) {
    const row = rows[i];
    if (row === undefined) continue;
    const columns = matchColumns(row.cells, spec);
    if (complete(columns)) return { index: i, columns };
  }
  return null;
}

/** How many fields a row names: lets the CSV reader pick the delimiter that yields a header. */
export function headerScore<K extends string>(spec: ColumnSpec<K>): (cells: string[]) => number {
  return (cells) => Object.keys(matchColumns(cells, spec)).length;
}

/** The header cells as the user wrote them, for "columns found: ..." in a refusal. */
export function describeColumns(rows: SheetRow[]): string {
  const first = rows[0];
  if (first === undefined) return 'none';
  const names = first.cells
    .map((c) => c.trim().replace(/\s+/g, ' '))
    .filter((c) => c !== '')
    .slice(0, 12)
    .map((c) => `"${c.length > 40 ? `${c.slice(0, 40)}…` : c}"`);
  const more = first.cells.length > 12 ? `, and ${first.cells.length - 12} more` : '';
  return names.length === 0 ? 'none' : `${names.join(', ')}${more}`;
}
