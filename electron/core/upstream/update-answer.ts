import type { UpdateOutcome, UpdateRecord } from './types';

/**
 * Reads UpdateIntegrationCode's answer per record. The spec does not show the answer's shape, so
 * a record is read from any common spelling: id from `ItemId` (number or number as text) or
 * `ItemNo`; outcome from `Success` or `IsSuccess` (true/false, 1/0, or those as text); reason from
 * `Message` or `ErrorMessage`.
 *
 * The envelope said 200, so the batch reached the service and it may well have applied it. A
 * record the answer does not tell about (no `Data` list, as with `Data: null` and "3 records
 * processed"; a shape we do not know; an entry we cannot read or match) is "sent, outcome unknown":
 * never counted as refused (that would fail a batch the service applied) nor as accepted (the
 * draft would let go of an edit the service may not hold). The verification read after the batches
 * decides for it.
 */
export function readUpdateAnswer(sent: readonly UpdateRecord[], data: unknown): UpdateOutcome {
  const sentIds = new Set(sent.map((r) => r.itemId));
  const byNo = new Map<string, number>();
  for (const r of sent) if (r.itemNo !== undefined) byNo.set(r.itemNo, r.itemId);

  const told = new Map<number, { ok: true } | { ok: false; reason: string }>();
  let unreadable = 0;
  for (const entry of Array.isArray(data) ? data : []) {
    const read = readEntry(entry, sentIds, byNo);
    if (read === null) {
      unreadable += 1;
      continue;
    }
    // The same item twice: the service applies records in order, so the last word stands.
    told.set(read.itemId, read.ok ? { ok: true } : { ok: false, reason: read.reason });
  }

  const accepted: number[] = [];
  const rejected: { itemId: number; reason: string }[] = [];
  const unknown: number[] = [];
  for (const r of sent) {
    const t = told.get(r.itemId);
    if (t === undefined) unknown.push(r.itemId);
    else if (t.ok) accepted.push(r.itemId);
    else rejected.push({ itemId: r.itemId, reason: t.reason });
  }
  return {
    accepted,
    rejected,
    unknown,
    ...(unknown.length > 0 ? { unknownReason: describeUnread(data, unreadable) } : {}),
  };
}

type Entry = { itemId: number; ok: true } | { itemId: number; ok: false; reason: string };

function readEntry(
  entry: unknown,
  sentIds: ReadonlySet<number>,
  byNo: ReadonlyMap<string, number>,
): Entry | null {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return null;
  const e = entry as Record<string, unknown>;
  const byId = wholeNumber(e.ItemId);
  const itemNo = typeof e.ItemNo === 'string' || typeof e.ItemNo === 'number' ? String(e.ItemNo) : null;
  const itemId = byId !== null && sentIds.has(byId) ? byId : itemNo !== null ? byNo.get(itemNo) : undefined;
  if (itemId === undefined) return null;
  const ok = yesNo(e.Success ?? e.IsSuccess);
  if (ok === null) return null;
  if (ok) return { itemId, ok };
  const message = e.Message ?? e.ErrorMessage;
  const reason =
    typeof message === 'string' && message.trim() !== ''
      ? message
      : 'Refused by the service (no reason given).';
  return { itemId, ok, reason };
}

function wholeNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isInteger(v) ? v : null;
  if (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v)) return Number(v);
  return null;
}

function yesNo(v: unknown): boolean | null {
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === 0) return v === 1;
  if (typeof v === 'string') {
    const t = v.trim().toLowerCase();
    if (t === 'true' || t === '1') return true;
    if (t === 'false' || t === '0') return false;
  }
  return null;
}

/** Why the answer did not tell, for the journal (never the answer itself, which is server text). */
function describeUnread(data: unknown, unreadable: number): string {
  if (!Array.isArray(data)) return `Data is ${data === null ? 'null' : typeof data}, not a list of records`;
  if (unreadable > 0) return `${unreadable} of ${data.length} answer records could not be read or matched`;
  return 'the answer did not mention every record sent';
}
