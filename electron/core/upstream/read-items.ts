import type { UnreadableRecord } from '../../../shared/domain/check';
import type { Item } from '../../../shared/domain/item';
import { say } from '../error-messages';
import type { ReaderOptions } from './read-checks';
import { FieldReader, isRecord, rawText, shown, Unreadable } from './read-values';

/**
 * GetItemsIntegrationCode records -> items, one record at a time. An item without a readable
 * ItemId or ItemNo cannot be edited or sent (both name it to the service), so it is kept raw with
 * the reason in `unreadable`, shown flagged and never part of a submission.
 */

export type ItemsRead = { items: Item[]; unreadable: UnreadableRecord[] };

export function readItems(branch: string, records: readonly unknown[], opts: ReaderOptions = {}): ItemsRead {
  const items: Item[] = [];
  const unreadable: UnreadableRecord[] = [];
  for (const record of records) {
    try {
      items.push(readItem(record, opts));
    } catch (e) {
      if (!(e instanceof Unreadable)) throw e;
      unreadable.push({
        what: 'item',
        branch,
        businessDate: null,
        reason: e.message,
        reasonSaid: e.said,
        raw: rawText(record),
      });
    }
  }
  return { items, unreadable };
}

function readItem(record: unknown, opts: ReaderOptions = {}): Item {
  if (!isRecord(record))
    throw new Unreadable(
      `the item is ${shown(record)}, not an object`,
      say('unreadable.notObject', { what: 'item', value: shown(record) }),
    );
  const r = new FieldReader(record, opts.overrides);
  const itemId = r.requiredInt('item.itemId', 'ItemId');
  const itemNo = r.text('item.itemNo');
  if (itemNo === null)
    throw new Unreadable('ItemNo: missing', say('unreadable.missing', { field: 'ItemNo' }));
  const name = r.text('item.name') ?? '';
  const code = r.find('item.integrationCode');
  let integrationCode = '';
  if (code !== undefined) {
    if (typeof code.value === 'string') integrationCode = code.value;
    else if (typeof code.value === 'number') integrationCode = String(code.value);
    else
      throw new Unreadable(
        `${code.name}: ${shown(code.value)} is not a code`,
        say('unreadable.notCode', { field: code.name, value: shown(code.value) }),
      );
  }
  return { itemId, itemNo, name, integrationCode, extra: r.extra() };
}
