import type { Item } from '../../../shared/domain/item';
import type { NamedCode } from './named-code';
import { type NormalisedName, nameKey, normaliseName, productKey } from './normalise';

/**
 * A code that belongs to the item itself, not one that resembles it: what the chain's other
 * branches map the same ItemNo and name to (tier 2, the most branches first), and what the user
 * decided for this very name (a learnt alias, tier 1). Offered before every fuzzy match.
 */
export type ExactMatch = { product: NamedCode; tier: 1 | 2; branches: number };

/**
 * Learnt aliases are answered only for their own name: a code typed for "Malatya Organik Kayısı"
 * is never offered to "Ayvalık Gurme Sarı Leblebi" however alike the names look. They are kept
 * out of the fuzzy index, which `fuzzy` returns (chain and catalogue entries, as given).
 */
export function splitExactSources(entries: readonly NamedCode[]) {
  const sameItem = new Map<string, Map<string, ExactMatch>>();
  const learnt = new Map<string, Map<string, ExactMatch>>();
  const fuzzy: NamedCode[] = [];
  const add = (map: Map<string, Map<string, ExactMatch>>, key: string, match: ExactMatch) => {
    let byCode = map.get(key);
    if (byCode === undefined) {
      byCode = new Map();
      map.set(key, byCode);
    }
    const previous = byCode.get(match.product.code);
    if (previous === undefined) byCode.set(match.product.code, match);
    else previous.branches += match.branches;
  };
  for (const entry of entries) {
    const source = entry.source;
    if (source?.kind === 'learnt') {
      const name = normaliseName(entry.name);
      if (name.tokens.length > 0) add(learnt, productKey(name), { product: entry, tier: 1, branches: 1 });
      continue;
    }
    fuzzy.push(entry);
    if (source?.kind === 'chain') {
      const key = `${source.itemNo}\u0000${nameKey(source.itemName)}`;
      add(sameItem, key, { product: entry, tier: 2, branches: entry.branches ?? 1 });
    }
  }

  /** The item's own codes, best first; each code once, at its highest tier. */
  const forItem = (item: Item, name: NormalisedName): ExactMatch[] => {
    const found = new Map<string, ExactMatch>();
    const own = [
      ...(sameItem.get(`${item.itemNo}\u0000${nameKey(item.name)}`)?.values() ?? []),
      ...(learnt.get(productKey(name))?.values() ?? []),
    ];
    for (const m of own) if (!found.has(m.product.code)) found.set(m.product.code, m);
    return [...found.values()].sort((a, b) => b.tier - a.tier || b.branches - a.branches);
  };

  return { fuzzy, forItem };
}
