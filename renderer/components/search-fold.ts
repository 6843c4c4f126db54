import { foldForSearch, queryWords } from '../../shared/search-text';

/**
 * Quick search for the shell's lists, on the shared Turkish-aware folding (İ/I/ı/i meet, ş→s,
 * ç→c, ğ→g, ö→o, ü→u), so every list in the app finds the same rows for the same query: true when
 * every word of the query occurs in one of the fields (shared/search-text.ts has the row-wise matcher).
 */
export function matchesFields(query: string, fields: ReadonlyArray<string | null | undefined>): boolean {
  const words = queryWords(query);
  if (words.length === 0) return true;
  const hay = fields.map((f) => foldForSearch(f ?? '')).join('\u0000');
  return words.every((w) => hay.includes(w));
}
