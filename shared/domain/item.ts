import { z } from 'zod';
import { Extra } from './branch';
import { UnreadableRecord } from './check';
import { columnar, Int, isObject, Text } from './columns';
import { AppErrorShape } from './errors';

export const Item = z.object({
  itemId: z.number().int(),
  itemNo: z.string(),
  name: z.string(),
  /** '' means the item is not mapped yet. */
  integrationCode: z.string(),
  extra: Extra,
});
export type Item = z.infer<typeof Item>;

/**
 * One edit of the draft. `code` is what the user wants; '' is an explicit clear (a deletion on the
 * server). `base` is the code the user saw when making the edit: if the live code differs from it at
 * submit time, the item is a conflict.
 */
export const DraftEdit = z.object({
  itemId: z.number().int(),
  code: z.string(),
  base: z.string(),
  editedAt: z.string(),
});
export type DraftEdit = z.infer<typeof DraftEdit>;

/** An edit as the renderer sends it: the core fills in `base` and `editedAt`. */
export const EditRequest = z.object({
  itemId: z.number().int(),
  /** null removes the edit from the draft (back to the base code); '' is an explicit clear. */
  code: z.string().nullable(),
});
export type EditRequest = z.infer<typeof EditRequest>;

/**
 * items.load's items as they travel: one array per field, `extra` only where not empty. A big
 * branch (100,000 items) is then half the JSON. The items side is only an array check: in main the
 * columns built from the items are validated; in the renderer the items are built from validated
 * columns. Validating 100,000 objects again on either side would cost more than the columns save.
 */
export const ItemList = columnar<Item>()({
  noun: 'item',
  dense: { itemId: Int, itemNo: Text, name: Text, integrationCode: Text },
  sparse: { extra: Extra },
  isRow: (v) => isObject(v) && isObject(v.extra),
  cells: {},
  row: (c, i) => ({
    itemId: c.itemId[i] as number,
    itemNo: c.itemNo[i] as string,
    name: c.name[i] as string,
    integrationCode: c.integrationCode[i] as string,
    extra: c.extra[i] ?? {},
  }),
}).list;

/** checks.itemCodes: the current code of each item, as two columns. */
export const ItemCodeList = columnar<Pick<Item, 'itemId' | 'integrationCode'>>()({
  noun: 'item',
  dense: { itemId: Int, integrationCode: Text },
  sparse: {},
  isRow: isObject,
  cells: {},
  row: (c, i) => ({ itemId: c.itemId[i] as number, integrationCode: c.integrationCode[i] as string }),
}).list;

export const ItemsView = z.object({
  branch: z.string(),
  items: ItemList,
  fetchedAt: z.string().nullable(),
  /** 'live' when just read from the service, 'cache' when served from the offline store. */
  source: z.enum(['live', 'cache']),
  stale: z.boolean(),
  /** Why a stale view is not live: the error of the read that failed. */
  staleReason: AppErrorShape.optional(),
  draft: z.array(DraftEdit),
  ignored: z.array(z.number().int()),
  /**
   * Item records of the last live read that could not be read (no usable ItemId or ItemNo): shown
   * flagged, never editable, never sent. Absent from older answers.
   */
  unreadable: z.array(UnreadableRecord).optional(),
});
export type ItemsView = z.infer<typeof ItemsView>;

/** The chain view: one ItemNo, its code in every branch that has it. */
export const ChainRow = z.object({
  itemNo: z.string(),
  name: z.string(),
  codes: z.record(z.string(), z.string().nullable()),
  /** The item's ItemId in each branch that has it: what a draft edit names. */
  itemIds: z.record(z.string(), z.number().int()).optional(),
  disagree: z.boolean(),
});
export type ChainRow = z.infer<typeof ChainRow>;
