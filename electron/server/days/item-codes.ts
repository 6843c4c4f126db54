import type pg from 'pg';
import type { Item } from '../../../shared/domain/item';

/**
 * Replaces a branch's rows of warehouse.item_codes with the items just read (the server calls it
 * after each items read), so `warehouse.sold_unmapped` judges sales by the codes items have now,
 * not the code a check carried when it was sold. One row per item number, the last read winning.
 */
export async function replaceItemCodes(
  client: pg.ClientBase,
  branch: string,
  items: readonly Pick<Item, 'itemNo' | 'name' | 'integrationCode'>[],
): Promise<void> {
  const byNo = new Map(items.map((i) => [i.itemNo, i]));
  const rows = [...byNo.values()];
  await client.query('BEGIN');
  try {
    await client.query('DELETE FROM warehouse.item_codes WHERE branch = $1', [branch]);
    await client.query(
      `INSERT INTO warehouse.item_codes (branch, item_no, name, code)
       SELECT $1::text, * FROM unnest($2::text[], $3::text[], $4::text[])`,
      [branch, rows.map((r) => r.itemNo), rows.map((r) => r.name), rows.map((r) => r.integrationCode)],
    );
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK');
    throw e;
  }
}
