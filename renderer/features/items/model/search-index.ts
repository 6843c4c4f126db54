import type { Item } from '../../../../shared/domain/item';
import { foldForSearch, queryWords } from '../../../../shared/search-text';

/**
 * Folded (case- and Turkish-letter-insensitive) text of every item, built once per load so a search
 * keystroke only runs `includes` over prepared strings.
 */
export type SearchIndex = {
  /** Name, ItemNo, live code and ItemId, folded, separated by line breaks (never typed in a query). */
  hay: readonly string[];
  /** Folded names, also the sort key of the Name column. */
  names: readonly string[];
};

export function buildSearchIndex(items: readonly Item[]): SearchIndex {
  const hay: string[] = new Array(items.length);
  const names: string[] = new Array(items.length);
  for (let i = 0; i < items.length; i++) {
    const it = items[i] as Item;
    const name = foldForSearch(it.name);
    names[i] = name;
    hay[i] = `${name}\n${foldForSearch(it.itemNo)}\n${foldForSearch(it.integrationCode)}\n${it.itemId}`;
  }
  return { hay, names };
}

/** The query split into folded words; every word must appear (in any field, in any order). */
export function queryTokens(query: string): string[] {
  return queryWords(query);
}

export function tokensMatch(hay: string, tokens: readonly string[], draftCode: string | undefined): boolean {
  const code = draftCode ? foldForSearch(draftCode) : '';
  for (const t of tokens) {
    if (!hay.includes(t) && !(code !== '' && code.includes(t))) return false;
  }
  return true;
}
