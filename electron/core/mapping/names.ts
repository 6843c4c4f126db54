/**
 * A name reduced for comparison: Turkish-aware lower case (İ -> i, I -> ı), no diacritics-insensitive
 * tricks beyond that, punctuation to spaces, runs of spaces collapsed. "Çay (Büyük)" and "ÇAY büyük"
 * compare equal.
 */
export function nameKey(name: string): string {
  return name
    .toLocaleLowerCase('tr')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
