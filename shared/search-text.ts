/**
 * Search folding shared by the renderer's quick search, the file importers (header names) and the
 * suggestion matcher. Turkish menus are typed on every kind of keyboard: "DÜRÜM", "durum", "Dürüm"
 * and "DURUM" must all find each other, and so must "İskender", "ISKENDER" and "ıskender". The
 * dotted/dotless I pairs are why a plain toLowerCase() is not enough: in JavaScript "I" lowers to
 * "i" but "İ" lowers to "i" + U+0307 and "ı" stays "ı".
 */

/** Letters that do not decompose under NFD, folded by hand. */
const SPECIAL: Readonly<Record<string, string>> = {
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  ħ: 'h',
  þ: 'th',
  ð: 'd',
};

const COMBINING_MARKS = /\p{M}+/gu;
const SPECIAL_CHARS = /[ıßæœøđłħþð]/g;
const PLAIN_ASCII = /^[\x20-\x7e]*$/;
const WHITESPACE = /\s+/;

/**
 * Case-insensitive, accent-insensitive form of `text`: İ/I/ı/i all become "i", ş->s, ç->c, ğ->g,
 * ö->o, ü->u, and any other diacritic is stripped. Whitespace is kept as is (callers split on it).
 */
export function foldForSearch(text: string): string {
  // Fast path: most ItemNo values and codes are plain ASCII, and the renderer folds 20,000 rows.
  if (PLAIN_ASCII.test(text)) return text.toLowerCase();
  // Latin letters (Turkish, Western European) one by one from a table: most menu names, faster
  // than normalising the whole string. Anything else (combining marks, other scripts) goes the long
  // way; both give the same result, character by character (tested against each other).
  // Collected and joined, not concatenated: `+=` leaves a chain of cons strings per name, which a
  // list of names keeps, several times their size, until something flattens it.
  const parts = new Array<string>(text.length);
  for (let i = 0; i < text.length; i++) {
    const folded = LATIN_FOLDS[text.charCodeAt(i)];
    if (folded === undefined) return foldSlowly(text);
    parts[i] = folded;
  }
  return parts.join('');
}

/** The general fold: NFD, combining marks stripped, the letters that do not decompose by hand. */
export function foldSlowly(text: string): string {
  return text
    .replace(/[İIı]/g, 'i')
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(SPECIAL_CHARS, (ch) => SPECIAL[ch] ?? ch);
}

/** Every character up to the end of Latin Extended-B, folded alone (index = char code). */
const LATIN_FOLDS: readonly string[] = Array.from({ length: 0x250 }, (_, code) =>
  foldSlowly(String.fromCharCode(code)),
);

/** The words of a query, folded; empty words dropped. */
export function queryWords(query: string): string[] {
  return foldForSearch(query)
    .split(WHITESPACE)
    .filter((w) => w !== '');
}

/**
 * The query folded once, for filtering many rows: `rows.filter((r) => match(r.folded))`. A row
 * matches when every word of the query occurs in its folded text (a string already passed through
 * foldForSearch, typically name + ItemNo + code joined by spaces). Several words narrow the search
 * (AND), in any order. An empty query matches everything.
 */
export function queryMatcher(query: string): (foldedHaystack: string) => boolean {
  const words = queryWords(query);
  return (foldedHaystack) => {
    for (const word of words) {
      if (!foldedHaystack.includes(word)) return false;
    }
    return true;
  };
}
