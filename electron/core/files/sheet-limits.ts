import { say } from '../error-messages';
import { badFile, displayName, fileParam, formatCount } from './bad-file';
import type { FileLimits } from './types';

/** Refuses a cell larger than the limit (UTF-8 bytes), naming where it is. */
export function checkCellSize(
  text: string,
  row: number,
  column: number,
  fileName: string,
  limits: FileLimits,
): void {
  // Cheap bounds first: UTF-8 takes 1 to 3 bytes per UTF-16 unit.
  if (text.length * 3 <= limits.maxCellBytes) return;
  if (text.length <= limits.maxCellBytes && Buffer.byteLength(text, 'utf8') <= limits.maxCellBytes) return;
  throw badFile(
    `${displayName(fileName)}: the cell in row ${formatCount(row)}, column ${columnName(column)} is larger than ` +
      `${formatCount(Math.round(limits.maxCellBytes / 1024))} KB. A mapping file holds short values only.`,
    say('file.cellTooLarge', {
      file: fileParam(fileName),
      row,
      column: columnName(column),
      kb: Math.round(limits.maxCellBytes / 1024),
    }),
  );
}

/** 1 -> "A", 27 -> "AA": columns as Excel names them. */
function columnName(column: number): string {
  let n = Math.max(1, Math.floor(column));
  let name = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    name = String.fromCharCode(65 + r) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}
