import type { CatalogueProduct } from '../../../electron/core/files';
import { normaliseName } from '../../../electron/core/matching/normalise';
import type { LabelledName } from './suggest-set';

/**
 * The variant half of the labelled set, generated (the same every run): product families, each a
 * base product and some of its variants (diet, size, origin, line or quality, a number with its
 * unit) with a code of their own, as a catalogue lists them. The names are the listed products as
 * tills write them (upper case without Turkish letters, the variant word in brackets or first),
 * and the variants the catalogue does NOT list, which have no right code: a variant must not take
 * its base's or a sibling's.
 */
const FAMILIES = [
  'Hünkâr Beğendi',
  'Kuzu Şiş',
  'Lahmacun',
  'Keçiboynuzu Pekmezi',
  'Kayısı Kurusu',
  'Sarı Leblebi',
  'Mercimek Köftesi',
  'Fıstıklı Baklava',
  'Tahin Helvası',
  'Çiçek Balı',
  'Beyaz Peynir',
  'Sızma Zeytinyağı',
  'Tavuk Sote',
  'Çiğ Köfte',
  'Pide Kıymalı',
  'Sütlaç',
];
const VARIANTS = [
  'Glutensiz',
  'Vegan',
  'Büyük',
  'Küçük',
  'Giresun',
  'Malatya',
  'Ayvalık',
  'Organik',
  'Gurme',
  'Ekstra',
  'Yöresel',
  'Şekersiz',
  '500 g',
  '1 kg',
  'Çocuk',
  'Duble',
];
/** Of each family's variants, these many are in the catalogue; the others are asked for too. */
const LISTED = 5;
const ASKED_UNLISTED = 3;

const ASCII: Record<string, string> = {
  Ç: 'C',
  Ğ: 'G',
  İ: 'I',
  Ö: 'O',
  Ş: 'S',
  Ü: 'U',
  Â: 'A',
  Î: 'I',
  Û: 'U',
};
/** How a till writes it: upper case, Turkish letters dropped. */
function tillCase(name: string): string {
  return name.toLocaleUpperCase('tr').replace(/[ÇĞİÖŞÜÂÎÛ]/g, (ch) => ASCII[ch] ?? ch);
}

/** A product's words and sizes: the base of a family may be listed by the hand-written set already. */
function sameProduct(a: string, b: string): boolean {
  const x = normaliseName(a);
  const y = normaliseName(b);
  return x.sorted === y.sorted && JSON.stringify(x.measures) === JSON.stringify(y.measures);
}

export function variantSet(listed: readonly CatalogueProduct[]): {
  catalogue: CatalogueProduct[];
  names: LabelledName[];
} {
  const catalogue: CatalogueProduct[] = [];
  const names: LabelledName[] = [];
  FAMILIES.forEach((base, f) => {
    // One code per product: a base the hand-written catalogue lists keeps its code there.
    const known = listed.find((p) => sameProduct(p.name, base));
    const baseCode = known?.code ?? `VF${String(f).padStart(2, '0')}00`;
    if (known === undefined) catalogue.push({ code: baseCode, name: base, group: 'Varyantlar' });
    names.push({ name: tillCase(base), expected: baseCode });
    // Each family its own variants: a window sliding through the list.
    const mine = VARIANTS.map((_, i) => VARIANTS[(i + f * 3) % VARIANTS.length] as string);
    mine.slice(0, LISTED).forEach((variant, v) => {
      const code = `VF${String(f).padStart(2, '0')}${String(v + 1).padStart(2, '0')}`;
      const written = v % 2 === 0 ? `${base} (${variant})` : `${variant} ${base}`;
      catalogue.push({ code, name: written, group: 'Varyantlar' });
      names.push({ name: tillCase(`${base} ${variant}`), expected: code });
      names.push({ name: `${variant} ${base}`, expected: code });
    });
    for (const variant of mine.slice(LISTED, LISTED + ASKED_UNLISTED)) {
      names.push({ name: tillCase(`${base} ${variant}`), expected: '' });
    }
  });
  return { catalogue, names };
}
