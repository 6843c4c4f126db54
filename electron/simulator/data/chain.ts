import { createRng, hashSeed } from '../prng';
import { SITES, type Site } from './branch-sites';

export type BranchInfo = {
  index: number;
  code: string;
  name: string;
  address: string;
  site: Site;
  itemCount: number;
  /** Whether the branch has a fiscal register integration (Fiscal is then filled on closed checks). */
  fiscal: boolean;
};

const LARGE_BRANCH_ITEMS = 20_000;

/**
 * Items per branch by default: the flagship (B01, with its deli shop) has 20,000; one more large
 * branch near 9,000; the others 2,000 to 6,500.
 */
function defaultItemCounts(seed: number, branches: number): number[] {
  const rng = createRng(hashSeed(seed, 'item-counts'));
  return Array.from({ length: branches }, (_, i) => {
    if (i === 0) return LARGE_BRANCH_ITEMS;
    if (i === 6) return rng.int(8_500, 9_500);
    return Math.round(rng.int(2_000, 6_500) / 10) * 10;
  });
}

export function buildChain(seed: number, branches: number, itemsPerBranch?: number | number[]): BranchInfo[] {
  const defaults = defaultItemCounts(seed, branches);
  const rng = createRng(hashSeed(seed, 'chain'));
  return Array.from({ length: branches }, (_, index) => {
    const site = SITES[index % SITES.length] as Site;
    const round = Math.floor(index / SITES.length);
    const count =
      typeof itemsPerBranch === 'number'
        ? itemsPerBranch
        : (itemsPerBranch?.[index] ?? itemsPerBranch?.[itemsPerBranch.length - 1] ?? defaults[index] ?? 2000);
    return {
      index,
      code: `B${String(index + 1).padStart(2, '0')}`,
      name: round === 0 ? site.name : `${site.name} ${round + 1}`,
      address: site.address,
      site,
      itemCount: Math.max(1, Math.floor(count)),
      // The flagship always has the register integration; most others too.
      fiscal: rng.chance(0.8) || index === 0,
    };
  });
}
