import type { BranchItem } from '../data/branch-menu';
import type { Dialect } from '../dialects/dialect';
import { type UpdateOutcome, writeUpdateAnswer } from '../dialects/write-records';
import type { BranchMenu } from '../item-store';
import type { SimState } from '../state';
import type { SimUpdateRecord } from '../types';
import { fail, okRaw, type SimResponse } from './respond';

/** Ours: the spec recommends 500 to 1000 records a request and warns that more can time out. */
const MAX_UPDATE_RECORDS = 1000;
/** The service's own limit on a code (ours: the spec only says "alphanumeric"). */
const MAX_CODE_LENGTH = 64;
const ALPHANUMERIC = /^[\p{L}\p{N}]*$/u;

/**
 * UpdateIntegrationCode: every record is checked on its own; a record that names no known item, has
 * neither id, carries an invalid code or names an inactive item is reported (not applied, with a
 * message) and changes nothing, while the valid records of the same batch are applied. When both
 * ids are given, ItemId wins. The answer's shape is the dialect's.
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
  const { dialect } = state.opts;
  const received: SimUpdateRecord[] = [];
  const outcomes = data.map((raw): UpdateOutcome => {
    const r = readRecord(dialect, raw);
    if (r.record) received.push(r.record);
    const found = resolve(menu, r);
    if ('error' in found) return { itemId: r.itemId, itemNo: r.itemNo, error: found.error };
    state.store.setCode(menu, found.item, found.code);
    return { itemId: found.item.itemId, itemNo: found.item.itemNo, error: null };
  });
  // The body as received (well-formed records), whatever each record's outcome: tests assert on it.
  state.updates.push({ branch: menu.info.code, records: received });
  const answer = writeUpdateAnswer(dialect, outcomes);
  return okRaw(JSON.stringify(answer.data), answer.message);
}

/** A record as read: the ids it names (for the answer) and, when well formed, the record itself. */
type ReadRecord = {
  itemId: number | null;
  itemNo: string | null;
  error: string | null;
  code: string;
  record?: SimUpdateRecord;
};

/**
 * The simulator's own reading of the spec's update record: ItemId (integer) and/or ItemNo, plus
 * IntegrationCode (a string, "" deletes). A dialect that writes ids as text reads them as text too.
 */
function readRecord(d: Dialect, raw: unknown): ReadRecord {
  const bad = (error: string, itemId: number | null = null, itemNo: string | null = null): ReadRecord => ({
    itemId,
    itemNo,
    error,
    code: '',
  });
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return bad('Record is not an object.');
  const rec: Record<string, unknown> = { ...raw };
  const rawId = rec.ItemId;
  const rawNo = rec.ItemNo;
  const itemId =
    typeof rawId === 'number' && Number.isInteger(rawId)
      ? rawId
      : d.scalars === 'text' && typeof rawId === 'string' && /^\d+$/.test(rawId)
        ? Number(rawId)
        : null;
  const itemNo =
    typeof rawNo === 'string' && rawNo !== '' ? rawNo : typeof rawNo === 'number' ? String(rawNo) : null;

  if (rawId !== undefined && rawId !== null && itemId === null)
    return bad('ItemId must be an integer.', null, itemNo);
  if (itemId === null && itemNo === null) return bad('Record names no item: give ItemId or ItemNo.');
  const code = rec.IntegrationCode;
  if (typeof code !== 'string')
    return bad('IntegrationCode is required: a string ("" deletes the mapping).', itemId, itemNo);
  const record: SimUpdateRecord = { IntegrationCode: code };
  if (itemId !== null) record.ItemId = itemId;
  if (typeof rawNo === 'string') record.ItemNo = rawNo;
  else if (itemNo !== null) record.ItemNo = itemNo;
  return { itemId, itemNo, error: null, code, record };
}

function resolve(menu: BranchMenu, r: ReadRecord): { item: BranchItem; code: string } | { error: string } {
  if (r.error !== null) return { error: r.error };
  const { code, itemId, itemNo } = r;
  if (code.length > MAX_CODE_LENGTH)
    return { error: `IntegrationCode is longer than ${MAX_CODE_LENGTH} characters.` };
  if (!ALPHANUMERIC.test(code)) return { error: 'IntegrationCode must contain only letters and digits.' };

  // ItemId wins when both are given: a stale or wrong ItemNo next to it is ignored.
  const item = itemId !== null ? menu.byId.get(itemId) : itemNo !== null ? menu.byNo.get(itemNo) : undefined;
  if (!item) {
    return {
      error:
        itemId !== null
          ? `No item with ItemId ${itemId} in branch ${menu.info.code}.`
          : `No item with ItemNo "${itemNo}" in branch ${menu.info.code}.`,
    };
  }
  // A real service's answer for a product switched off at the branch, as it words it.
  if (menu.inactive.has(item.itemId))
    return { error: `Pasif ürün güncellenemez: ${item.itemNo} pasif durumda.` };
  return { item, code };
}
