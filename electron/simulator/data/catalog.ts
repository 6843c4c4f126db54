import { createRng, hashSeed, type Rng } from '../prng';
import {
  CONDIMENTS,
  DELI_ORIGINS,
  DELI_PACKS,
  DELI_PRODUCTS,
  DELI_TIERS,
  DESSERT_VARIANTS,
  DESSERTS,
  DISH_VARIANTS,
  DISHES,
  DRINK_SIZES,
  DRINKS,
  GIFT_CARDS,
  NOTES,
  type Priced,
  SERVICE_ITEMS,
} from './menu-words';

/**
 * The chain's master catalog: every product the chain sells, with its ItemNo (the same in every
 * branch), list price and the client system's product code. Branches carry a subset of it (see
 * branch-menu.ts). The first part (the "core": restaurant menu) is shared by every branch; the long
 * tail (the deli shop) is what makes a flagship branch large.
 */
export type ProductKind =
  | 'dish'
  | 'drink'
  | 'dessert'
  | 'condiment'
  | 'note'
  | 'seat'
  | 'service'
  | 'giftcard'
  | 'deli';

export type Product = {
  itemNo: string;
  name: string;
  kind: ProductKind;
  listCents: number;
  /** The client system's code for the product; '' for pseudo-items nobody maps (notes, seats). */
  code: string;
};

export type Catalog = {
  /** Restaurant menu, ordered so that any prefix holds a fair mix of kinds. */
  core: readonly Product[];
  /** Deli products in a seeded order; the first ones are the popular ones. */
  tail: readonly Product[];
};

const CODE_PREFIX: Record<ProductKind, string> = {
  dish: 'YM',
  drink: 'IC',
  dessert: 'TT',
  condiment: 'EK',
  note: '',
  seat: '',
  service: 'HZ',
  giftcard: 'HK',
  deli: 'SR',
};

const ITEM_NO_BASE: Record<ProductKind, number> = {
  dish: 10_000,
  drink: 20_000,
  dessert: 30_000,
  condiment: 40_000,
  note: 50_000,
  seat: 51_000,
  service: 52_000,
  giftcard: 60_000,
  deli: 100_000,
};

/** Menu prices end in 0 or 5 lira. */
export function roundPrice(tl: number): number {
  if (tl <= 0) return 0;
  return Math.max(5, Math.round(tl / 5) * 5) * 100;
}

function variantsOf(
  bases: readonly Priced[],
  variants: readonly (readonly [string, number])[],
): [string, number][] {
  // Plain products first, then each variant family: a prefix of the list is the popular menu.
  const out: [string, number][] = [];
  for (const [suffix, mult] of variants) {
    for (const [name, price] of bases) out.push([`${name}${suffix}`, price * mult]);
  }
  return out;
}

export function buildCatalog(seed: number, tailSize: number): Catalog {
  const rng = createRng(hashSeed(seed, 'catalog'));
  const codes = codeAllocator(rng);
  const make = (kind: ProductKind, list: readonly (readonly [string, number])[]): Product[] =>
    list.map(([name, price], i) => ({
      itemNo: String(ITEM_NO_BASE[kind] + i + 1),
      name,
      kind,
      listCents: kind === 'giftcard' ? price * 100 : roundPrice(price),
      code: CODE_PREFIX[kind] === '' ? '' : codes(CODE_PREFIX[kind]),
    }));

  const families: Product[][] = [
    make('dish', variantsOf(DISHES, DISH_VARIANTS)),
    make('drink', variantsOf(DRINKS, DRINK_SIZES)),
    make('dessert', variantsOf(DESSERTS, DESSERT_VARIANTS)),
    make('condiment', CONDIMENTS),
    make(
      'note',
      NOTES.map((n) => [n, 0] as const),
    ),
    make(
      'seat',
      Array.from({ length: 12 }, (_, i) => [`Koltuk ${i + 1}`, 0] as const),
    ),
    make('service', SERVICE_ITEMS),
    make('giftcard', GIFT_CARDS),
  ];
  // Interleave by relative position: a small branch (tests use tens of items) still gets dishes,
  // drinks, desserts and condiments.
  const core = families
    .flatMap((family) => family.map((p, i) => ({ p, rank: i / family.length })))
    .sort((a, b) => a.rank - b.rank)
    .map((x) => x.p);

  return { core, tail: buildDeliTail(rng, codes, tailSize) };
}

function buildDeliTail(rng: Rng, codes: (prefix: string) => string, size: number): Product[] {
  const pairs = DELI_PRODUCTS.flatMap(([name, price, unit]) =>
    DELI_PACKS[unit].map(([pack, mult]) => ({ name, pack, cents: roundPrice(price * mult) })),
  );
  const perOrigin = pairs.length * DELI_TIERS.length;
  const combos = perOrigin * DELI_ORIGINS.length;
  const order = rng.shuffle(Array.from({ length: combos }, (_, i) => i));
  const tail: Product[] = [];
  for (let n = 0; n < size; n++) {
    const round = Math.floor(n / combos);
    const k = order[n % combos] ?? 0;
    const pair = pairs[k % pairs.length] ?? { name: '', pack: '', cents: 0 };
    const tier = DELI_TIERS[Math.floor(k / pairs.length) % DELI_TIERS.length] ?? '';
    const origin = DELI_ORIGINS[Math.floor(k / perOrigin)] ?? '';
    // Beyond the vocabulary (only with very large custom sizes) a lot number keeps names unique.
    const lot = round === 0 ? '' : ` (Parti ${round + 1})`;
    tail.push({
      itemNo: String(ITEM_NO_BASE.deli + n + 1),
      name: `${origin} ${tier}${pair.name} ${pair.pack}${lot}`,
      kind: 'deli',
      listCents: pair.cents,
      code: codes(CODE_PREFIX.deli),
    });
  }
  return tail;
}

/** Unique codes such as YM48213: ascending with random gaps, so they look issued over time. */
function codeAllocator(rng: Rng): (prefix: string) => string {
  let next = 10_000;
  return (prefix) => {
    next += rng.int(1, 4);
    return `${prefix}${next}`;
  };
}
