/**
 * Reads what Excel, Google Sheets or LibreOffice put on the clipboard (text/plain: rows end with
 * CR/LF, cells are separated by tabs, a cell holding a tab, a line break or a quote is wrapped in
 * quotes with inner quotes doubled) as rows of trimmed cells. A byte-order mark is dropped.
 */
export function parseClipboardTable(text: string): string[][] {
  const src = text.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let cells: string[] = [];
  let i = 0;
  const n = src.length;
  for (;;) {
    const quoted = src[i] === '"' ? readQuoted(src, i) : null;
    if (quoted) {
      cells.push(quoted.value.trim());
      i = quoted.end;
    } else {
      const stop = nextBreak(src, i);
      cells.push(src.slice(i, stop).trim());
      i = stop;
    }
    if (src[i] === '\t') {
      i++;
      continue;
    }
    rows.push(cells);
    cells = [];
    if (i >= n) return rows;
    i += src[i] === '\r' && src[i + 1] === '\n' ? 2 : 1;
    // Spreadsheets end the copied block with a line break: it ends the last row, not starts one.
    if (i >= n) return rows;
  }
}

/**
 * The first cell of every row. Empty cells stay null: pasting a blank never clears a live code
 * (clearing is an explicit Delete). A quoted cell may span lines (a line break inside a cell); the
 * quotes then keep it one row, so the pasted column stays aligned with the grid's rows.
 */
export function parseClipboardColumn(text: string): (string | null)[] {
  return parseClipboardTable(text).map((cells) => cells[0] || null);
}

/** Index of the next tab or line break, or the end of the text. */
function nextBreak(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '\n' || c === '\r' || c === '\t') return i;
  }
  return text.length;
}

/**
 * A quoted cell starting at `start`: its value and the index just after the closing quote. A quote
 * that never closes, or closes before more text, was literal text (null), as the spreadsheets read it.
 */
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
