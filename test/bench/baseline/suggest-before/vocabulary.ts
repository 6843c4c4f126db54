/**
 * Words that mean the same thing on a menu and in a product catalogue, folded (see foldForSearch).
 * Kept small on purpose: every entry is a guess about someone else's data.
 */

/** Synonyms and abbreviations -> one canonical word. */
export const CANONICAL_WORDS: Readonly<Record<string, string>> = {
  // Portion sizes: these become size measures that must agree (see measures.ts).
  lg: 'large',
  large: 'large',
  buyuk: 'large',
  byk: 'large',
  sm: 'small',
  small: 'small',
  kucuk: 'small',
  kck: 'small',
  md: 'medium',
  med: 'medium',
  medium: 'medium',
  orta: 'medium',
  yarim: 'half',
  half: 'half',
  duble: 'double',
  double: 'double',
  dbl: 'double',
  // Pieces and portions.
  adet: 'pcs',
  pcs: 'pcs',
  pc: 'pcs',
  piece: 'pcs',
  pieces: 'pcs',
  parca: 'pcs',
  porsiyon: 'portion',
  pors: 'portion',
  prs: 'portion',
  porsion: 'portion',
  portion: 'portion',
  // Common shortenings on receipts (staff drop vowels: DRM, KRS, SLT).
  tvk: 'tavuk',
  kbp: 'kebap',
  kb: 'kebap',
  kebab: 'kebap',

  drm: 'durum',
  dnr: 'doner',
  izg: 'izgara',
  krs: 'karisik',
  ksr: 'kasarli',
  slt: 'salata',
  ymrt: 'yumurta',
  ekm: 'ekmek',
  zyt: 'zeytinyagli',
  prz: 'pirzola',
  merc: 'mercimek',
  kzrt: 'kizartmasi',
  extra: 'ekstra',
  cola: 'kola',
  caesar: 'sezar',
  sahlep: 'salep',
  // The same noun with and without its compound suffix ("Mercimek Çorbası" / "MERCIMEK CORBA").
  corbasi: 'corba',
  kebabi: 'kebap',
  pilavi: 'pilav',
  salatasi: 'salata',
  boregi: 'borek',
  tatlisi: 'tatli',
  kahvesi: 'kahve',
  tostu: 'tost',
  dondurmasi: 'dondurma',
  helvasi: 'helva',
  halkasi: 'halka',
  tabagi: 'tabak',
  cubuklari: 'cubuk',
  icecek: 'icecek',
  ickiler: 'icecek',
};

/** Word pairs written as one thing: "MADEN SUYU" is soda, "BIR BUCUK" is 1.5. */
export const PHRASES: ReadonlyArray<[RegExp, string]> = [
  [/\bmaden suyu\b/g, 'soda'],
  [/\bbir bucuk\b/g, ' 1.5 porsiyon '],
];

/** Size words: they separate products rather than describe them. */
export const SIZE_WORDS = new Set(['large', 'small', 'medium', 'half', 'double']);

/** Words that carry no meaning for matching ("Köfte ile Pilav" = "Köfte Pilav"). */
export const STOP_WORDS = new Set(['with', 'ile', 'w', 've', 'and', 'the', 'of', 'de', 'da']);

/**
 * Words that say "the ordinary one" and so leave the product as it is: "AYRAN TEK", "SADE PILAV",
 * "LAHMACUN ADET", "ADANA PORS." (a portion is what a kebab house sells unless it says otherwise).
 */
export const PLAIN_WORDS = new Set(['tek', 'sade', 'pcs', 'kebap', 'portion']);

/** Units after a number, folded, with the measure they make and the factor to the base unit. */
export const UNITS: Readonly<Record<string, { kind: 'volume' | 'mass' | 'count'; factor: number }>> = {
  ml: { kind: 'volume', factor: 1 },
  cl: { kind: 'volume', factor: 10 },
  dl: { kind: 'volume', factor: 100 },
  l: { kind: 'volume', factor: 1000 },
  lt: { kind: 'volume', factor: 1000 },
  ltr: { kind: 'volume', factor: 1000 },
  litre: { kind: 'volume', factor: 1000 },
  liter: { kind: 'volume', factor: 1000 },
  g: { kind: 'mass', factor: 1 },
  gr: { kind: 'mass', factor: 1 },
  grm: { kind: 'mass', factor: 1 },
  gram: { kind: 'mass', factor: 1 },
  kg: { kind: 'mass', factor: 1000 },
  kilo: { kind: 'mass', factor: 1000 },
  adet: { kind: 'count', factor: 1 },
  ad: { kind: 'count', factor: 1 },
  pcs: { kind: 'count', factor: 1 },
  pc: { kind: 'count', factor: 1 },
  x: { kind: 'count', factor: 1 },
  // Turkish "6'lı", "4'lü": a pack of six, of four.
  li: { kind: 'count', factor: 1 },
  lu: { kind: 'count', factor: 1 },
  porsiyon: { kind: 'count', factor: 1 },
  pors: { kind: 'count', factor: 1 },
};
