import { WireUpdateRecord } from '../../core/upstream/wire';
import type { BranchItem } from '../data/branch-menu';
import type { BranchMenu } from '../item-store';
import { MAX_UPDATE_RECORDS } from '../options';
import type { SimState } from '../state';
import { fail, ok, type SimResponse } from './respond';

/** The service's own limit on a code (ours: the spec only says "alphanumeric"). */
export const MAX_CODE_LENGTH = 64;
const ALPHANUMERIC = /^[\p{L}\p{N}]*$/u;

type RecordResult = {
  ItemId: number | null;
  ItemNo: string | null;
  Success: boolean;
  Message: string | null;
};

/**
 * UpdateIntegrationCode: every record is checked on its own; a record that names no known item, has
 * neither id, or carries an invalid code is reported (Success false + Message) and changes nothing,
 * while the valid records of the same batch are applied. When both ids are given, ItemId wins.
 */
export function applyUpdate(state: SimState, menu: BranchMenu, body: Record<string, unknown>): SimResponse {
  const data = body.data;
  if (!Array.isArray(data)) {
    return fail(
      400,
      'data is required: an array of records, each with ItemId or ItemNo and IntegrationCode.',
    );
  }
  if (data.length > MAX_UPDATE_RECORDS) {
    return fail(
      400,
      `Too many records: ${data.length} in one request. Send at most ${MAX_UPDATE_RECORDS} records per request (500 to 1000 recommended).`,
    );
  }
  const received: WireUpdateRecord[] = [];
  const results = data.map((raw): RecordResult => {
    const wire = WireUpdateRecord.safeParse(raw);
    if (wire.success) received.push(wire.data);
    const r = resolve(menu, raw);
    if ('error' in r) return { ItemId: r.itemId, ItemNo: r.itemNo, Success: false, Message: r.error };
    state.store.setCode(menu, r.item, r.code);
    return { ItemId: r.item.itemId, ItemNo: r.item.itemNo, Success: true, Message: null };
  });
  // The body as received (well-formed records), whatever each record's outcome: tests assert on it.
  state.updates.push({ branch: menu.info.code, records: received });
  return ok(results);
}

type Resolved =
  | { item: BranchItem; code: string }
  | { error: string; itemId: number | null; itemNo: string | null };

function resolve(menu: BranchMenu, raw: unknown): Resolved {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { error: 'Record is not an object.', itemId: null, itemNo: null };
  }
  const rec: Record<string, unknown> = { ...raw };
  const rawId = rec.ItemId;
  const rawNo = rec.ItemNo;
  const itemId = typeof rawId === 'number' && Number.isInteger(rawId) ? rawId : null;
  const itemNo =
    typeof rawNo === 'string' && rawNo !== '' ? rawNo : typeof rawNo === 'number' ? String(rawNo) : null;
  const fail = (error: string): Resolved => ({ error, itemId, itemNo });

  if (rawId !== undefined && rawId !== null && itemId === null) return fail('ItemId must be an integer.');
  if (itemId === null && itemNo === null) return fail('Record names no item: give ItemId or ItemNo.');
  const code = rec.IntegrationCode;
  if (typeof code !== 'string')
    return fail('IntegrationCode is required: a string ("" deletes the mapping).');
  if (code.length > MAX_CODE_LENGTH)
    return fail(`IntegrationCode is longer than ${MAX_CODE_LENGTH} characters.`);
  if (!ALPHANUMERIC.test(code)) return fail('IntegrationCode must contain only letters and digits.');

  // ItemId wins when both are given: a stale or wrong ItemNo next to it is ignored.
  const item = itemId !== null ? menu.byId.get(itemId) : itemNo !== null ? menu.byNo.get(itemNo) : undefined;
  if (!item) {
    return fail(
      itemId !== null
        ? `No item with ItemId ${itemId} in branch ${menu.info.code}.`
        : `No item with ItemNo "${itemNo}" in branch ${menu.info.code}.`,
    );
  }
  return { item, code };
}
