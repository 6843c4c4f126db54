import { z } from 'zod';
import { Extra } from './branch';
import { UnreadableRecord } from './check';
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

const ItemColumnsShape = z.object({
  itemId: z.array(z.number().int()),
  itemNo: z.array(z.string()),
  name: z.array(z.string()),
  integrationCode: z.array(z.string()),
  /** Keyed by the item's index; only items whose extra is not empty (most have none). */
  extra: z.record(z.string().regex(/^(0|[1-9]\d*)$/), Extra),
});
type ItemColumnsShape = z.output<typeof ItemColumnsShape>;

/**
 * items.load's items as they travel: one array per field instead of one object per item. A big
 * branch (100,000 items) is then half the JSON, and the renderer, where zod runs without its JIT
 * (CSP), validates four flat arrays instead of 100,000 objects.
 *
 * The columns' consistency is checked in a pipe rather than on the object: zod's encode runs an
 * object's checks after a check-free pass, which would parse every column twice in main.
 */
const ItemColumns = ItemColumnsShape.pipe(
  z.custom<ItemColumnsShape>().check((ctx) => {
    const { itemId, itemNo, name, integrationCode, extra } = ctx.value;
    const n = itemId.length;
    if (itemNo.length !== n || name.length !== n || integrationCode.length !== n) {
      ctx.issues.push({ code: 'custom', message: 'The item columns differ in length.', input: ctx.value });
    }
    for (const key in extra) {
      if (Number(key) >= n) {
        ctx.issues.push({
          code: 'custom',
          message: 'No item has this index.',
          input: key,
          path: ['extra', key],
        });
      }
    }
  }),
);

const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null && !Array.isArray(v);
const hasKeys = (o: object): boolean => {
  for (const _ in o) return true;
  return false;
};

/**
 * Item[] in TypeScript, ItemColumns on the wire. The items side is only an array check: in main the
 * columns built from the items are validated (and only the Item fields are copied, which strips
 * the rest); in the renderer the items are built from validated columns. Validating 100,000
 * objects again on either side would cost more than the columns save.
 */
export const ItemList = z.codec(
  ItemColumns,
  z.custom<Item[]>((v) => Array.isArray(v)),
  {
    decode: (c) => {
      const n = c.itemId.length;
      const items: Item[] = new Array(n);
      for (let i = 0; i < n; i++) {
        items[i] = {
          itemId: c.itemId[i] as number,
          itemNo: c.itemNo[i] as string,
          name: c.name[i] as string,
          integrationCode: c.integrationCode[i] as string,
          extra: c.extra[i] ?? {},
        };
      }
      return items;
    },
    encode: (items, ctx) => {
      const n = items.length;
      const itemId: number[] = new Array(n);
      const itemNo: string[] = new Array(n);
      const name: string[] = new Array(n);
      const integrationCode: string[] = new Array(n);
      const extra: Record<string, Item['extra']> = {};
      for (let i = 0; i < n; i++) {
        const it: unknown = items[i];
        if (!isObject(it) || !isObject((it as Item).extra)) {
          ctx.issues.push({ code: 'custom', message: 'Not an item.', input: it, path: [i] });
          continue;
        }
        const item = it as Item;
        itemId[i] = item.itemId;
        itemNo[i] = item.itemNo;
        name[i] = item.name;
        integrationCode[i] = item.integrationCode;
        if (hasKeys(item.extra)) extra[i] = item.extra;
      }
      return { itemId, itemNo, name, integrationCode, extra };
    },
  },
);

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
