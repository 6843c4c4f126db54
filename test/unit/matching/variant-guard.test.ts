import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALIBRATION_TABLE, type NamedCode, suggest } from '../../../electron/core/matching';
import { normaliseName } from '../../../electron/core/matching/normalise';
import { VARIANT_WORDS } from '../../../electron/core/matching/vocabulary';
import type { Item } from '../../../shared/domain/item';
import { FUZZ_RUNS, FUZZ_SEED } from '../../reliability/support/fuzz-figures';

const THRESHOLD = CALIBRATION_TABLE.threshold;

let nextId = 1;
const item = (name: string, itemNo = String(nextId)): Item => ({
  itemId: nextId++,
  itemNo,
  name,
  integrationCode: '',
  extra: {},
});
const product = (code: string, name: string): NamedCode => ({ code, name, group: null });

/** Offered codes of one item with their confidence, best first. */
function offered(name: string, entries: readonly NamedCode[], itemNo?: string) {
  const out = suggest([item(name, itemNo)], entries, { limit: 5, minConfidence: 0 });
  return out[0]?.candidates ?? [];
}
const confidenceOf = (cands: ReturnType<typeof offered>, code: string) =>
  cands.find((c) => c.code === code)?.confidence ?? 0;

/** Words of dish and product names; the variant words among them are left out below. */
const DISH_WORDS = [
  'hünkâr',
  'beğendi',
  'kuzu',
  'şiş',
  'lahmacun',
  'keçiboynuzu',
  'pekmezi',
  'kayısı',
  'leblebi',
  'sarı',
  'mercimek',
  'çorbası',
  'köfte',
  'pilav',
  'baklava',
  'fıstıklı',
  'dürüm',
  'tavuk',
  'ayran',
  'zeytinyağı',
  'tahin',
  'helva',
  'bal',
  'peynir',
  'sucuk',
  'mantı',
  'yaprak',
  'sarma',
  'kurusu',
];
const FOOD = DISH_WORDS.filter((w) => !normaliseName(w).tokens.some((t) => VARIANT_WORDS.has(t)));

/** How a distinguishing token is written on a menu: Turkish letters, abbreviations, units. */
const WORDS_AS_WRITTEN = [
  ...VARIANT_WORDS.keys(),
  'Glutensiz',
  'GLUTENSİZ',
  'Şekersiz',
  'Laktozsuz',
  'Vejetaryen',
  'Organik',
  'ORGANİK',
  'Özel',
  'Yöresel',
  'Köy',
  'Doğal',
  'Lüks',
  'Ev Yapımı',
  'Giresun',
  'Malatya',
  'Ayvalık',
  'Muğla',
  'Çanakkale',
  'İzmir',
  'Şanlıurfa',
  'Gaziantep',
  'Kahramanmaraş',
];
const SIZES = ['Büyük', 'BÜYÜK', 'Küçük', 'Orta', 'Duble', 'Yarım', 'Mini', 'Jumbo', 'Çocuk', 'XL'];
const UNITS = ['ml', 'cl', 'L', 'lt', 'g', 'gr', 'kg', "'lı", 'adet'];

const word = fc.constantFrom(...WORDS_AS_WRITTEN);
const size = fc.constantFrom(...SIZES);
const measure = fc
  .tuple(fc.integer({ min: 2, max: 999 }), fc.constantFrom(...UNITS))
  .map(([n, unit]) => (unit.startsWith("'") ? `${n}${unit}` : `${n} ${unit}`));
const distinguishing = fc.oneof(word, size, measure);
const baseName = fc.uniqueArray(fc.constantFrom(...FOOD), { minLength: 1, maxLength: 3 });
/** Where the token goes and how the whole name is cased, as tills and catalogues write them. */
const written = fc.record({
  at: fc.constantFrom('before', 'after', 'parenthesis'),
  casing: fc.constantFrom('as is', 'upper', 'lower'),
});

function withToken(base: readonly string[], token: string, how: { at: string; casing: string }): string {
  const words =
    how.at === 'before' ? [token, ...base] : how.at === 'after' ? [...base, token] : [...base, `(${token})`];
  const name = words.join(' ');
  if (how.casing === 'upper') return name.toLocaleUpperCase('tr');
  if (how.casing === 'lower') return name.toLocaleLowerCase('tr');
  return name;
}

/** Two tokens make different products when their normalised names differ. */
function sameVariant(a: string, b: string): boolean {
  const x = normaliseName(`x ${a}`);
  const y = normaliseName(`x ${b}`);
  return x.sorted === y.sorted && JSON.stringify(x.measures) === JSON.stringify(y.measures);
}

const isVolume = (token: string) => normaliseName(`x ${token}`).measures.some((m) => m.kind === 'volume');

describe('a variant never gets its base product’s or a sibling’s code with confidence', () => {
  it('for generated names with one distinguishing token added (property)', () => {
    fc.assert(
      fc.property(
        baseName,
        distinguishing,
        distinguishing,
        written,
        written,
        fc.boolean(),
        (base, token, siblingToken, how, siblingHow, ownCodeListed) => {
          fc.pre(!sameVariant(token, siblingToken) && !sameVariant(token, ''));
          const entries = [
            product('BASE1', base.join(' ')),
            product('SIBL1', withToken(base, siblingToken, siblingHow)),
          ];
          if (ownCodeListed) entries.push(product('OWN01', withToken(base, token, siblingHow)));
          const cands = offered(withToken(base, token, how), entries);
          // A volume the catalogue leaves out is an omission ("COCA COLA 330ML" is "Coca Cola
          // Kutu") unless the base is listed in other volumes too.
          if (!(isVolume(token) && !isVolume(siblingToken))) {
            expect(confidenceOf(cands, 'BASE1')).toBeLessThan(THRESHOLD);
          }
          expect(confidenceOf(cands, 'SIBL1')).toBeLessThan(THRESHOLD);
          if (ownCodeListed) expect(cands[0]?.code).toBe('OWN01');
        },
      ),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
    );
  });

  it('a volume is told apart from the base when the base is listed in another volume', () => {
    const entries = [product('AY000', 'Ayran'), product('AY200', 'Ayran 200 ml')];
    expect(confidenceOf(offered('AYRAN 1 L', entries), 'AY000')).toBeLessThan(THRESHOLD);
    expect(confidenceOf(offered('AYRAN 1 L', entries), 'AY200')).toBeLessThan(THRESHOLD);
    expect(offered('KOLA 330 ML', [product('KL330', 'Kola Kutu')])[0]?.confidence).toBeGreaterThanOrEqual(
      THRESHOLD,
    );
  });

  it('nor does the base product get a variant’s code when only variants are listed (property)', () => {
    fc.assert(
      fc.property(baseName, fc.oneof(word, size), written, (base, token, how) => {
        fc.pre(!sameVariant(token, ''));
        const cands = offered(base.join(' '), [product('VAR01', withToken(base, token, how))]);
        expect(confidenceOf(cands, 'VAR01')).toBeLessThan(THRESHOLD);
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
    );
  });

  const fieldCatalogue = [
    product('HB100', 'Hünkâr Beğendi'),
    product('KS200', 'Kuzu Şiş Porsiyon'),
    product('LH300', 'Lahmacun'),
    product('PK400', 'Yöresel Ekstra Keçiboynuzu Pekmezi'),
  ];
  const cases: [string, string][] = [
    ['Hünkâr Beğendi (Glutensiz)', 'HB100'],
    ['HÜNKAR BEĞENDİ GLUTENSİZ', 'HB100'],
    ['Kuzu Şiş (Glutensiz)', 'KS200'],
    ['Lahmacun (Glutensiz)', 'LH300'],
    ['Giresun Ekstra Keçiboynuzu Pekmezi', 'PK400'],
  ];
  it.each(cases)('the field report: %s is never given %s with confidence', (name, code) => {
    expect(confidenceOf(offered(name, fieldCatalogue), code)).toBeLessThan(THRESHOLD);
  });

  it('still reads the variant word in its other spellings as the same variant', () => {
    const entries = [product('HB100', 'Hünkâr Beğendi'), product('HB101', 'Hünkâr Beğendi Glutensiz')];
    for (const name of [
      'HUNKAR BEGENDI GLUTENSIZ',
      'Hünkâr Beğendi (glutensiz)',
      'hunkar begendi gluten free',
    ]) {
      const cands = offered(name, entries);
      expect(cands[0]?.code, name).toBe('HB101');
      expect(cands[0]?.confidence, name).toBeGreaterThanOrEqual(THRESHOLD);
    }
  });
});

describe('the item’s own codes come first', () => {
  it('the chain’s code for the same ItemNo and name outranks every fuzzy match', () => {
    const chain = (code: string, branch: string, itemNo: string, name: string, branches = 1): NamedCode => ({
      code,
      name,
      group: null,
      source: { kind: 'chain', branch, itemNo, itemName: name },
      branches,
    });
    const entries = [
      product('HB100', 'Hünkâr Beğendi Glutensiz'),
      chain('HB100', 'B02', '77', 'Hünkâr Beğendi'),
      chain('HBG01', 'B03', '412', 'Hünkâr Beğendi (Glutensiz)', 5),
      chain('HBG02', 'B09', '412', 'Hünkâr Beğendi (Glutensiz)', 1),
    ];
    const cands = offered('HÜNKAR BEĞENDİ (GLUTENSİZ)', entries, '412');
    expect(cands.map((c) => c.code)).toEqual(['HBG01', 'HBG02', 'HB100']);
    expect(cands[0]?.confidence).toBeGreaterThanOrEqual(THRESHOLD);
    expect(cands[1]?.confidence).toBeLessThan(THRESHOLD);
    expect(cands[2]?.confidence).toBeLessThan(THRESHOLD);
    // Another ItemNo with the same name is only a fuzzy match of the name.
    expect(offered('Hünkâr Beğendi (Glutensiz)', entries, '9')[0]?.confidence).toBeLessThan(THRESHOLD);
  });
});

describe('a learnt code is offered only to its own product', () => {
  const learnt = (code: string, name: string): NamedCode => ({
    code,
    name,
    group: null,
    source: { kind: 'learnt' },
  });
  const entries = [
    learnt('MK500', 'Malatya Organik Kayısı 500 g'),
    learnt('AY250', 'Ayvalık Gurme Sarı Leblebi 250 g'),
    product('GK900', 'Gün Kurusu Kayısı 1 kg'),
  ];

  it('never to another product by resemblance', () => {
    for (const name of [
      'Malatya Organik Gün Kurusu Kayısı 500 g',
      'Malatya Organik Kayısı Kurusu',
      'Ayvalık Gurme Leblebi 500 g',
      'Ayvalık Organik Sarı Leblebi 250 g',
    ]) {
      const codes = offered(name, entries).map((c) => c.code);
      expect(codes, name).not.toContain('MK500');
      expect(codes, name).not.toContain('AY250');
    }
  });

  it('to its own name however it is written, first and with confidence', () => {
    const cases: [string, string][] = [
      ['MALATYA ORGANİK KAYISI 500 G', 'MK500'],
      ['Kayısı Malatya Organik 500gr', 'MK500'],
      ['ayvalık gurme sarı leblebi 250 g', 'AY250'],
    ];
    for (const [name, code] of cases) {
      const cands = offered(name, entries);
      expect(cands[0]?.code, name).toBe(code);
      expect(cands[0]?.confidence, name).toBeGreaterThanOrEqual(THRESHOLD);
    }
  });
});
