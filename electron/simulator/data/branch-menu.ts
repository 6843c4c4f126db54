import { createRng, hashSeed } from '../prng';
import type { Catalog, Product, ProductKind } from './catalog';
import { roundPrice } from './catalog';
import type { BranchInfo } from './chain';

/** One menu item as a branch's POS holds it. `code` is mutable: it is what UpdateIntegrationCode sets. */
export type BranchItem = {
  itemId: number;
  itemNo: string;
  name: string;
  kind: ProductKind;
  priceCents: number;
  code: string;
};

/** Share of the branch's menu taken from the chain's core (what makes branches look alike). */
const CORE_SHARE = 0.9;
/** Share of the deli items a branch takes from the common (popular) head of the deli list. */
const TAIL_HEAD_SHARE = 0.75;

export function catalogTailSize(maxItems: number): number {
  return Math.max(0, Math.ceil(maxItems * 1.2));
}

/**
 * The branch's menu: the chain's core (same ItemNo everywhere), then deli items; branch-specific
 * ItemIds; about a third unmapped; a few codes that disagree with the chain, a few duplicates and a
 * few legacy codes with punctuation (the old system allowed them; our client must show them).
 */
export function buildBranchMenu(seed: number, branch: BranchInfo, catalog: Catalog): BranchItem[] {
  const rng = createRng(hashSeed(seed, 'menu', branch.code));
  const n = branch.itemCount;
  const coreCount = Math.min(catalog.core.length, n < catalog.core.length ? n : Math.round(n * CORE_SHARE));
  const products: Product[] = catalog.core.slice(0, coreCount);
  const tailCount = Math.min(catalog.tail.length, n - coreCount);
  if (tailCount > 0) {
    const head = Math.round(tailCount * TAIL_HEAD_SHARE);
    products.push(...catalog.tail.slice(0, head));
    const rest = rng.shuffle(Array.from({ length: catalog.tail.length - head }, (_, i) => head + i));
    for (let i = 0; i < tailCount - head; i++) {
      const p = catalog.tail[rest[i] ?? head];
      if (p) products.push(p);
    }
  }
  // Items smaller branches skipped from the core are filled from the rest of the core.
  for (let i = coreCount; products.length < n && i < catalog.core.length; i++) {
    const p = catalog.core[i];
    if (p) products.push(p);
  }

  // ItemIds: a per-branch range, handed out in an order unrelated to ItemNo, with gaps (deleted items).
  const idOrder = rng.shuffle(products.map((_, i) => i));
  const ids = new Array<number>(products.length);
  let nextId = (branch.index + 1) * 1_000_000;
  for (const i of idOrder) {
    nextId += rng.chance(0.1) ? rng.int(2, 9) : 1;
    ids[i] = nextId;
  }

  const items: BranchItem[] = [];
  const mappedCodes: string[] = [];
  products.forEach((p, i) => {
    const item: BranchItem = {
      itemId: ids[i] ?? 0,
      itemNo: p.itemNo,
      name: p.name,
      kind: p.kind,
      priceCents:
        p.kind === 'giftcard' ? p.listCents : roundPrice((p.listCents / 100) * branch.site.priceFactor),
      code: mapCode(rng, p, mappedCodes),
    };
    if (item.code !== '') mappedCodes.push(item.code);
    items.push(item);
  });
  // The POS lists items in database order.
  return items.sort((a, b) => a.itemId - b.itemId);
}

function mapCode(rng: ReturnType<typeof createRng>, p: Product, mapped: string[]): string {
  if (p.code === '') return '';
  const r = rng.next();
  if (r < 0.33) return '';
  if (r < 0.35) return `X${rng.int(100_000, 999_999)}`;
  if (r < 0.356 && mapped.length > 0) return rng.pick(mapped);
  if (r < 0.358) return `ESK-${rng.int(1000, 9999)}`;
  return p.code;
}
