import { foldForSearch } from './search-text';

/**
 * POS lines that are not products: a cook's note ("NOT: Acele") or a seat marker ("Koltuk 3",
 * "1. KİŞİ") the waiter adds to a check. They are sold at no price and nobody maps them, so they
 * must not top "sold but unmapped". The rule is the name's shape; the caller also requires that
 * the line earned nothing (a priced "NOT: …" item is a product after all).
 */
export type CheckMarker = 'note' | 'seat';

const NOTE = /^(not|note|notu|aciklama|mesaj)\s*[:;-]/;
const SEAT_WORD = '(koltuk|kisi|misafir|seat|guest|cover)';
const SEAT = new RegExp(`^(${SEAT_WORD}\\s*(no\\.?\\s*)?\\d+|\\d+\\s*\\.?\\s*${SEAT_WORD})$`);

export function markerOf(name: string): CheckMarker | null {
  const folded = foldForSearch(name.trim()).replace(/\s+/g, ' ');
  if (NOTE.test(folded)) return 'note';
  if (SEAT.test(folded)) return 'seat';
  return null;
}
