import type { Item } from '../../../../shared/domain/item';
import { foldForSearch, queryWords } from '../../../../shared/search-text';

/**
 * Folded (case- and Turkish-letter-insensitive) text of every item, built once per load so a search
 * keystroke only runs `includes` over prepared strings.
 */
export type SearchIndex = {
  /** Item i's name, ItemNo, live code and ItemId, folded, one per line (no query word holds a line break). */
  textOf(i: number): string;
  /** Folded names, also the sort key of the Name column. */
  readonly names: readonly string[];
};

/**
 * The index of these items, folded on first use rather than when the items arrive, so folding a
 * large branch never sits between opening it and its first rows (the workspace asks for it once the
 * rows are painted).
 */
export function buildSearchIndex(items: readonly Item[]): SearchIndex {
  let texts: string[] | null = null;
  let names: string[] | null = null;
  const fold = () => {
    names = items.map((it) => foldForSearch(it.name));
    texts = items.map(
      (it, i) =>
        `${names?.[i]}\n${foldForSearch(it.itemNo)}\n${foldForSearch(it.integrationCode)}\n${it.itemId}`,
    );
    return { names, texts };
  };
  return {
    textOf: (i) => (texts ?? fold().texts)[i] as string,
    get names() {
      return names ?? fold().names;
    },
  };
}

/** The query split into folded words; every word must appear (in any field, in any order). */
export function queryTokens(query: string): string[] {
  return queryWords(query);
}

/** Whether every word is in the item's text or in the code the draft gives it. */
export function tokensMatch(text: string, tokens: readonly string[], draftCode: string | undefined): boolean {
  let code: string | null = null;
  for (const t of tokens) {
    if (text.includes(t)) continue;
    // Folded only when the text lacks a word: most rows are decided by their text alone.
    code ??= draftCode ? foldForSearch(draftCode) : '';
    if (code === '' || !code.includes(t)) return false;
  }
  return true;
}
