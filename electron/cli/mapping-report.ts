import type { ImportReport, JournalEntry, JournalRecord, MappingPreview } from '../../shared/domain/mapping';
import { hasLowercaseLetters } from '../../shared/integration-code';
import { canResume } from '../core/mapping/resumable';
import { toTable } from './format';
import { words } from './i18n';

const SHOWN = 10;

function more(n: number): string {
  return n > SHOWN ? `  … and ${n - SHOWN} more\n` : '';
}

/** What the file says, before it is compared with the live codes. */
export function importReportText(r: ImportReport): string {
  const lines = [
    `${r.fileName}: ${r.rowsRead} rows, ${r.matched} items matched, ${r.unchanged} unchanged, ` +
      `${r.wouldSet} to set, ${r.wouldChange} to change, ${r.wouldClear} to clear`,
  ];
  if (r.ignoredRows > 0) lines.push(`${r.ignoredRows} items marked Ignored in the file (left out)`);
  let text = `${lines.join('\n')}\n`;
  if (r.invalid.length > 0) {
    text += `\nInvalid rows (${r.invalid.length}):\n`;
    text += toTable(r.invalid.slice(0, 50), [
      { header: 'Row', value: (x) => x.row, align: 'right' },
      { header: 'Code', value: (x) => x.code },
      { header: 'Reason', value: (x) => x.reason, max: 100 },
    ]);
    if (r.invalid.length > 50) text += `  … and ${r.invalid.length - 50} more\n`;
  }
  if (r.unknown.length > 0) {
    text += `\nRows whose item this branch does not have (${r.unknown.length}):\n`;
    text += toTable(r.unknown.slice(0, SHOWN), [
      { header: 'Row', value: (x) => x.row, align: 'right' },
      { header: 'ItemId', value: (x) => x.itemId },
      { header: 'ItemNo', value: (x) => x.itemNo },
    ]);
    text += more(r.unknown.length);
  }
  return text;
}

/** The diff against the live codes: what would be sent. Deletions and conflicts in full. */
export function previewText(p: MappingPreview): string {
  const count = (k: string) => p.rows.filter((r) => r.kind === k).length;
  let text = `Branch ${p.branch} (live codes read ${p.liveReadAt}): ${count('set')} to set, ${count('change')} to change, ${count('clear')} to clear, ${p.unchanged} already as wanted\n`;
  const rowsTable = (rows: MappingPreview['rows']) =>
    toTable(rows, [
      { header: 'ItemId', value: (r) => r.itemId, align: 'right' },
      { header: 'ItemNo', value: (r) => r.itemNo },
      { header: 'Name', value: (r) => r.name, max: 36 },
      { header: 'Before', value: (r) => r.before },
      { header: 'After', value: (r) => r.after },
    ]);
  const changes = p.rows.filter((r) => r.kind !== 'clear');
  if (changes.length > 0) text += `\nChanges:\n${rowsTable(changes.slice(0, SHOWN))}${more(changes.length)}`;
  const clears = p.rows.filter((r) => r.kind === 'clear');
  if (clears.length > 0) text += `\nDeletions (the code is removed on the service):\n${rowsTable(clears)}`;
  if (p.conflicts.length > 0) {
    text += `\nConflicts: changed on the service since they were read (${p.conflicts.length}):\n`;
    text += toTable(p.conflicts, [
      { header: 'ItemId', value: (c) => c.itemId, align: 'right' },
      { header: 'Name', value: (c) => c.name, max: 36 },
      { header: 'Was', value: (c) => c.base },
      { header: 'Now', value: (c) => c.live },
      { header: 'Wanted', value: (c) => c.draft },
    ]);
  }
  if (p.invalid.length > 0) {
    text += `\nInvalid codes (${p.invalid.length}):\n`;
    text += toTable(p.invalid, [
      { header: 'ItemId', value: (c) => c.itemId, align: 'right' },
      { header: 'Code', value: (c) => c.code },
      { header: 'Reason', value: (c) => c.reason, max: 80 },
    ]);
  }
  if (p.duplicates.length > 0) {
    text += `\nNote (not an error): ${p.duplicates.length} codes are used by several items of the branch (first: ${p.duplicates[0]?.code}, items ${p.duplicates[0]?.itemIds.join(', ')}).\n`;
  }
  // Sent as written (the spec allows them), but a chain's codes are capitals: usually a typo.
  const lower = changes.filter((r) => hasLowercaseLetters(r.after));
  const first = lower[0];
  if (first) {
    const what =
      lower.length === 1
        ? '1 code has lowercase letters; it is'
        : `${lower.length} codes have lowercase letters; they are`;
    text += `\nNote: ${what} sent as written (first: ${first.after} for item ${first.itemNo}); codes are usually capitals, so check for a typo.\n`;
  }
  if (p.missing.length > 0) text += `\n${p.missing.length} edited items no longer exist on the service.\n`;
  return text;
}

/** A record the service refused, as the CLI names it: where, which item, what was sent, and why. */
export type RefusedRecord = {
  branch: string;
  itemId: number;
  itemNo: string;
  name: string;
  code: string;
  reason: string;
};

export function refusedRecords(branch: string, records: readonly JournalRecord[]): RefusedRecord[] {
  return records
    .filter((r) => r.status === 'rejected')
    .map((r) => ({
      branch,
      itemId: r.itemId,
      itemNo: r.itemNo,
      name: r.name,
      code: r.after,
      reason: r.reason ?? 'no reason given',
    }));
}

/** Every refused record, with the service's reason: the user fixes them one by one. */
export function refusedText(refused: readonly RefusedRecord[]): string {
  if (refused.length === 0) return '';
  const what = refused.length === 1 ? '1 record was' : `${refused.length} records were`;
  return `${what} refused by the service:\n${toTable(refused, [
    { header: 'Branch', value: (r) => r.branch },
    { header: 'ItemId', value: (r) => r.itemId, align: 'right' },
    { header: 'ItemNo', value: (r) => r.itemNo },
    { header: 'Name', value: (r) => r.name, max: 36 },
    { header: 'Code sent', value: (r) => r.code },
    { header: 'Reason', value: (r) => r.reason, max: 120 },
  ])}`;
}

/** How a submission ended, from its journal entry. */
export function outcomeText(e: JournalEntry): string {
  const failed = e.batches.filter((b) => b.status !== 'ok');
  let text = `Submission ${e.id}: ${e.state}. ${e.counts.set} set, ${e.counts.change} changed, ${e.counts.clear} cleared in ${e.batches.length} batches.\n`;
  if (failed.length > 0) {
    text += `${failed.length} batches not sent: ${failed[0]?.error?.message ?? failed[0]?.status}\n`;
  }
  text += refusedText(refusedRecords(e.branch, e.records));
  if (e.verification) {
    const m = e.verification.mismatches.length;
    text +=
      m === 0
        ? `Verified: ${e.verification.checked} codes read back as sent.\n`
        : `Verification: ${m} of ${e.verification.checked} codes differ on the service after sending.\n`;
  }
  return text;
}

/**
 * What to do about a submission that is not done: resume it only when something can still be sent
 * or verified; records refused or found different are fixed by a new edit, never by a resume.
 */
export function nextStepText(e: JournalEntry): string | null {
  if (e.state === 'done') return null;
  if (canResume(e)) return words().resumeHint(e.id);
  const refused = e.records.filter((r) => r.status === 'rejected').length;
  const differ = e.records.filter((r) => r.status === 'mismatch').length;
  if (refused === 0 && differ === 0) return null;
  return words().nothingLeft(refused, differ);
}
