import type { CatalogueProduct } from '../../../electron/core/files';
import { buildBranchMenu, catalogTailSize } from '../../../electron/simulator/data/branch-menu';
import { buildCatalog } from '../../../electron/simulator/data/catalog';
import { buildChain } from '../../../electron/simulator/data/chain';
import type { LabelledName } from './suggest-set';

/**
 * A labelled set generated from the demo chain (the same every run): the flagship's menu as its
 * POS names the items, against the demo catalogue with every third product left out. The demo
 * lists each dish, drink and deli product in its variants (Glutensiz, Acılı, Paket, Büyük, 1,5
 * Porsiyon; origins, lines and packs such as "Giresun Ekstra … Cam Kavanoz"), each with a code of
 * its own, so an item whose product is left out has no right code: it must not take its base's
 * or a sibling's. Items listed get their product's code.
 */
export function demoLabelledSet(items: number): { catalogue: CatalogueProduct[]; names: LabelledName[] } {
  const seed = 11;
  const [branch] = buildChain(seed, 1, items);
  if (branch === undefined) throw new Error('no branch');
  const catalog = buildCatalog(seed, catalogTailSize(items));
  const all = [...catalog.core, ...catalog.tail].filter((p) => p.code !== '');
  const catalogue = all
    .filter((_, i) => i % 3 !== 0)
    .map((p): CatalogueProduct => ({ code: p.code, name: p.name, group: p.kind }));
  const listed = new Set(catalogue.map((p) => p.code));
  const codeOf = new Map(all.map((p) => [p.itemNo, p.code]));
  const names = buildBranchMenu(seed, branch, catalog).map((it): LabelledName => {
    const code = codeOf.get(it.itemNo) ?? '';
    return { name: it.name, expected: listed.has(code) ? code : '' };
  });
  return { catalogue, names };
}
