import type { DraftEdit, Item } from '../../../shared/domain/item';
import type { ImportOutcome, ImportReport } from '../../../shared/domain/mapping';
import { checkIntegrationCode } from '../../../shared/integration-code';
import { type ErrorMessage, say } from '../error-messages';
import type { MappingFileRow } from './types';

type Resolved = { item: Item } | { unknown: true } | { invalid: string; said: ErrorMessage };

/**
 * What a mapping file would do to the draft, before anything changes.
 *
 * - Rows find their item by ItemId when the row has one, else by ItemNo. When a row has both and
 *   they disagree (a file from a sister branch, where ids differ), the row is refused rather than
 *   applied to whichever item happens to carry that id here. An ItemNo shared by several items is
 *   refused too (ambiguous). ItemNo "00123" also finds "123" and vice versa when that is unique:
 *   Excel drops leading zeros when it opens a CSV.
 * - The file's code is compared with the effective code: the draft's if the item is edited, else
 *   the live one. Equal -> unchanged; '' -> wouldClear (an explicit clear, listed in `edits` as
 *   '' and confirmed separately by the UI/CLI); else wouldSet / wouldChange.
 * - A cell that is missing (a CSV row that stops short) sets nothing: never a silent deletion.
 * - Several rows for the same item: the last one wins, as when pasting. An earlier row that said
 *   something different is listed under `invalid` ("row 7 is replaced by row 12") so the user sees
 *   the conflict; identical repeats are merged silently.
 * - `ignoredRows` counts matched items the file marks Ignored; `ignore` lists those not ignored
 *   yet. A "no" in the Ignored column does not un-ignore an item (un-ignoring is a deliberate act
 *   in the grid).
 * - Counts other than rowsRead are per item, after merging repeats.
 */
export function buildImportReport(
  rows: MappingFileRow[],
  items: Item[],
  draft: DraftEdit[],
  ignored: number[],
  opts: { fileName: string },
): ImportReport {
  const resolve = itemResolver(items);
  const draftCode = new Map(draft.map((d) => [d.itemId, d.code]));
  const alreadyIgnored = new Set(ignored);
  const report: ImportReport = {
    fileName: opts.fileName,
    rowsRead: rows.length,
    matched: 0,
    unchanged: 0,
    wouldSet: 0,
    wouldChange: 0,
    wouldClear: 0,
    unknown: [],
    invalid: [],
    ignoredRows: 0,
    edits: [],
    ignore: [],
    matchedRows: [],
  };

  // Map keeps the order in which items were first met: edits come out in file order.
  const lastRow = new Map<number, { item: Item; row: MappingFileRow }>();
  for (const row of rows) {
    const resolved = resolve(row);
    if ('unknown' in resolved) {
      report.unknown.push({
        row: row.row,
        itemId: row.itemId,
        itemNo: row.itemNo,
        name: row.name,
        code: row.integrationCode,
      });
      continue;
    }
    if ('invalid' in resolved) {
      report.invalid.push({
        row: row.row,
        code: row.integrationCode ?? '',
        reason: resolved.invalid,
        reasonSaid: resolved.said,
        itemNo: row.itemNo,
        name: row.name,
      });
      continue;
    }
    const { item } = resolved;
    const previous = lastRow.get(item.itemId);
    if (previous !== undefined && !sameInstruction(previous.row, row)) {
      report.invalid.push({
        row: previous.row.row,
        code: previous.row.integrationCode ?? '',
        reason: `Row ${previous.row.row} and row ${row.row} are both for item ${describe(item)}; row ${row.row} is used.`,
        reasonSaid: say('import.replacedRow', {
          row: previous.row.row,
          laterRow: row.row,
          itemId: item.itemId,
          itemNo: item.itemNo,
          name: item.name,
        }),
        itemNo: item.itemNo,
        name: item.name,
      });
    }
    lastRow.delete(item.itemId);
    lastRow.set(item.itemId, { item, row });
  }

  for (const { item, row } of lastRow.values()) {
    report.matched++;
    if (row.ignored === true) {
      report.ignoredRows++;
      if (!alreadyIgnored.has(item.itemId)) report.ignore.push(item.itemId);
    }
    const effective = draftCode.get(item.itemId) ?? item.integrationCode;
    const matched = (code: string | null, outcome: ImportOutcome) =>
      report.matchedRows.push({
        row: row.row,
        itemId: item.itemId,
        itemNo: item.itemNo,
        name: item.name,
        code,
        was: effective,
        outcome,
      });
    if (row.integrationCode === null) {
      matched(null, 'noCode');
      continue;
    }
    const check = checkIntegrationCode(row.integrationCode);
    if (!check.ok) {
      report.invalid.push({
        row: row.row,
        code: row.integrationCode,
        reason: check.reason,
        itemNo: item.itemNo,
        name: item.name,
      });
      matched(row.integrationCode, 'invalid');
      continue;
    }
    if (check.code === effective) {
      report.unchanged++;
      matched(check.code, 'unchanged');
      continue;
    }
    const outcome = check.code === '' ? 'clear' : effective === '' ? 'set' : 'change';
    if (outcome === 'clear') report.wouldClear++;
    else if (outcome === 'set') report.wouldSet++;
    else report.wouldChange++;
    matched(check.code, outcome);
    report.edits.push({ itemId: item.itemId, code: check.code });
  }
  report.invalid.sort((a, b) => a.row - b.row);
  return report;
}

function sameInstruction(a: MappingFileRow, b: MappingFileRow): boolean {
  const code = (r: MappingFileRow) => (r.integrationCode === null ? null : r.integrationCode.trim());
  return code(a) === code(b) && a.ignored === b.ignored;
}

function describe(item: Item): string {
  return `${item.itemId} (ItemNo ${item.itemNo}, "${item.name}")`;
}

/** ItemNo "00123" and "123" are the same number to Excel. */
function digitsKey(itemNo: string): string | null {
  return /^\d+$/.test(itemNo) ? itemNo.replace(/^0+(?=\d)/, '') : null;
}

function itemResolver(items: Item[]): (row: MappingFileRow) => Resolved {
  const byId = new Map<number, Item>();
  const byNo = new Map<string, Item[]>();
  const byDigits = new Map<string, Item[]>();
  const push = (map: Map<string, Item[]>, key: string, item: Item) => {
    const list = map.get(key);
    if (list === undefined) map.set(key, [item]);
    else list.push(item);
  };
  for (const item of items) {
    byId.set(item.itemId, item);
    const no = item.itemNo.trim();
    push(byNo, no, item);
    const digits = digitsKey(no);
    if (digits !== null) push(byDigits, digits, item);
  }
  const sameNo = (item: Item, no: string) => {
    const mine = item.itemNo.trim();
    if (mine === no) return true;
    const a = digitsKey(mine);
    return a !== null && a === digitsKey(no);
  };

  return (row) => {
    if (row.itemId !== '') {
      // Excel may show an integer id as "123.0" after a round trip through some tools.
      const id = /^-?\d+(\.0+)?$/.test(row.itemId) ? Number.parseInt(row.itemId, 10) : Number.NaN;
      const item = Number.isSafeInteger(id) ? byId.get(id) : undefined;
      if (item === undefined) return { unknown: true };
      if (row.itemNo !== '' && !sameNo(item, row.itemNo)) {
        return {
          invalid:
            `ItemId ${id} is ItemNo ${item.itemNo} ("${item.name}") in this branch, but the row says ItemNo ` +
            `${row.itemNo}: the file may come from another branch. Remove the ItemId column to match by ItemNo.`,
          said: say('import.otherItemId', {
            itemId: id,
            itemNo: item.itemNo,
            name: item.name,
            rowItemNo: row.itemNo,
          }),
        };
      }
      return { item };
    }
    if (row.itemNo === '')
      return { invalid: 'The row has neither an ItemId nor an ItemNo.', said: say('import.noItemIdOrNo') };
    let candidates = byNo.get(row.itemNo) ?? [];
    if (candidates.length === 0) {
      const digits = digitsKey(row.itemNo);
      candidates = digits === null ? [] : (byDigits.get(digits) ?? []);
    }
    const [first, ...others] = candidates;
    if (first === undefined) return { unknown: true };
    if (others.length > 0) {
      return {
        invalid: `ItemNo ${row.itemNo} belongs to ${candidates.length} items in this branch; add an ItemId column to say which.`,
        said: say('import.ambiguousItemNo', { itemNo: row.itemNo, count: candidates.length }),
      };
    }
    return { item: first };
  };
}
