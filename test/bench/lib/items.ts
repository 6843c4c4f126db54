import { buildChain } from '../../../electron/simulator/data/chain';
import { createItemStore } from '../../../electron/simulator/item-store';
import type { Item } from '../../../shared/domain/item';

/**
 * A branch menu of n items as the simulator makes them (realistic names and numbers, about a third
 * unmapped, a few duplicate and legacy codes), as the core holds items. Same seed, same items.
 */
export function benchItems(n: number, seed = 1): Item[] {
  const store = createItemStore(seed, buildChain(seed, 1, [n]));
  return store.menu('B01').items.map((it) => ({
    itemId: it.itemId,
    itemNo: it.itemNo,
    name: it.name,
    integrationCode: it.code,
    extra: {},
  }));
}
