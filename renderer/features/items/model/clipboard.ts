/**
 * Reads a column of codes copied from Excel, Google Sheets or LibreOffice (text/plain: rows end with
 * CR/LF, cells are separated by tabs). Only the first cell of each row is used. Empty cells stay
 * null: pasting a blank never clears a live code (clearing is an explicit Delete).
 */
export function parseClipboardColumn(text: string): (string | null)[] {
  const clean = text.replace(/^\uFEFF/, '');
  const lines = clean.split(/\r\n|\n|\r/);
  // Spreadsheets end the copied block with a line break: that last empty line is not a row.
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => {
    const cell = unquote(line.split('\t')[0] ?? '').trim();
    return cell === '' ? null : cell;
  });
}

function unquote(cell: string): string {
  const t = cell.trim();
  if (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) return t.slice(1, -1).replace(/""/g, '"');
  return cell;
}

/** What Ctrl+C puts on the clipboard: one code per line, like a spreadsheet column. */
export function formatClipboardColumn(codes: readonly string[]): string {
  return codes.join('\r\n');
}
