/**
 * Reads a column of codes copied from Excel, Google Sheets or LibreOffice (text/plain: rows end with
 * CR/LF, cells are separated by tabs, a cell holding a tab, a line break or a quote is wrapped in
 * quotes with inner quotes doubled). Only the first cell of each row is used. Empty cells stay null:
 * pasting a blank never clears a live code (clearing is an explicit Delete).
 */
export function parseClipboardColumn(text: string): (string | null)[] {
  return firstCells(text.replace(/^\uFEFF/, '')).map((cell) => {
    const code = cell.trim();
    return code === '' ? null : code;
  });
}

/**
 * The first cell of every row. A quoted cell may span lines (a line break inside a cell); the
 * quotes then keep it one row, so the pasted column stays aligned with the grid's rows. A quote
 * that never closes is taken literally, as the spreadsheets themselves do.
 */
function firstCells(text: string): string[] {
  const out: string[] = [];
  let i = 0;
  const n = text.length;
  for (;;) {
    let cell: string;
    const quoted = text[i] === '"' ? readQuoted(text, i) : null;
    if (quoted) {
      cell = quoted.value;
      i = quoted.end;
    } else {
      const stop = nextBreak(text, i, true);
      cell = text.slice(i, stop);
      i = stop;
    }
    out.push(cell);
    // Skip the rest of the row (further cells), then its line break.
    i = nextBreak(text, i, false);
    if (i >= n) return out;
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    // Spreadsheets end the copied block with a line break: it ends the last row, not starts one.
    if (i >= n) return out;
  }
}

/** Index of the next line break (or tab too, when `atTab`), or the end of the text. */
function nextBreak(text: string, from: number, atTab: boolean): number {
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '\n' || c === '\r' || (atTab && c === '\t')) return i;
  }
  return text.length;
}

/** A quoted cell starting at `start`: its value and the index just after the closing quote. */
function readQuoted(text: string, start: number): { value: string; end: number } | null {
  let value = '';
  let i = start + 1;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      if (text[i + 1] === '"') {
        value += '"';
        i += 2;
        continue;
      }
      const after = text[i + 1];
      // A closing quote ends the cell; anything else after it means the quotes were literal text.
      if (after === undefined || after === '\t' || after === '\n' || after === '\r') {
        return { value, end: i + 1 };
      }
      return null;
    }
    value += c;
    i++;
  }
  return null;
}

/** What Ctrl+C puts on the clipboard: one code per line, like a spreadsheet column. */
export function formatClipboardColumn(codes: readonly string[]): string {
  return codes.join('\r\n');
}
