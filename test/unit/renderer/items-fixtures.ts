import type { DraftEdit, Item } from '../../../shared/domain/item';

/** A menu item as the service lists it; only what a test names differs from the defaults. */
export function item(itemId: number, over: Partial<Omit<Item, 'itemId'>> = {}): Item {
  return {
    itemId,
    itemNo: String(itemId),
    name: `Item ${itemId}`,
    integrationCode: '',
    extra: {},
    ...over,
  };
}

export function edit(itemId: number, code: string, base = ''): DraftEdit {
  return { itemId, code, base, editedAt: '2024-05-01T10:00:00.000Z' };
}

export function byId(items: readonly Item[]): Map<number, Item> {
  return new Map(items.map((i) => [i.itemId, i]));
}

export function draftOf(...edits: DraftEdit[]): Map<number, DraftEdit> {
  return new Map(edits.map((e) => [e.itemId, e]));
}
