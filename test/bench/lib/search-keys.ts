import { foldForSearch } from '../../../shared/search-text';

type Row = { ItemId: number; ItemNo: string; Name: string; IntegrationCode: string };

/**
 * Words to type in the filter: taken from the item names, plain ASCII letters, and such that every
 * keystroke changes the number of rows shown in both grids (each prefix matches fewer rows than the
 * one before, under the app's accent folding and under AG Grid's plain lower-casing alike), so each
 * keystroke has something to paint. Returns the keys: a word typed, then erased, for each word.
 */
export function searchKeys(rows: readonly Row[], words = 5): { keys: string[]; words: string[] } {
  // The fields the app searches: name, ItemNo, code, ItemId (renderer/features/items/model/search-index.ts).
  const folded = rows.map(
    (r) =>
      `${foldForSearch(r.Name)}\n${foldForSearch(r.ItemNo)}\n${foldForSearch(r.IntegrationCode)}\n${r.ItemId}`,
  );
  const lower = rows.map(
    (r) =>
      `${r.Name.toLowerCase()}\n${r.ItemNo.toLowerCase()}\n${r.IntegrationCode.toLowerCase()}\n${r.ItemId}`,
  );
  const frequency = new Map<string, number>();
  for (const r of rows) {
    for (const w of r.Name.toLowerCase().split(/[^a-z]+/)) {
      if (w.length >= 5 && w.length <= 8) frequency.set(w, (frequency.get(w) ?? 0) + 1);
    }
  }
  const candidates = [...frequency.entries()]
    .filter(([, n]) => n >= rows.length * 0.002)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([w]) => w);
  const chosen: string[] = [];
  for (const word of candidates) {
    if (chosen.length >= words) break;
    // The longest prefix whose every keystroke narrows the rows in both grids (a longer word often
    // stops narrowing after a few letters: "pake" and "paket" find the same items).
    let previous = rows.length;
    let previousPlain = rows.length;
    let length = 0;
    for (let i = 1; i <= word.length; i++) {
      const prefix = word.slice(0, i);
      const count = folded.filter((h) => h.includes(prefix)).length;
      const plain = lower.filter((h) => h.includes(prefix)).length;
      if (!(count < previous && plain < previousPlain && plain > 0)) break;
      length = i;
      previous = count;
      previousPlain = plain;
    }
    const typed = word.slice(0, length);
    if (length >= 3 && !chosen.some((c) => c[0] === typed[0])) chosen.push(typed);
  }
  if (chosen.length === 0) throw new Error('No word of the item names suits the filter benchmark.');
  const keys = chosen.flatMap((w) => [...w.split(''), ...w.split('').map(() => 'Backspace')]);
  return { keys, words: chosen };
}
