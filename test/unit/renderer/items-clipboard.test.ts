import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatClipboardColumn,
  parseClipboardColumn,
} from '../../../renderer/features/items/model/clipboard';

describe('pasting a column copied from a spreadsheet', () => {
  it('reads Excel text: CRLF rows, tab-separated cells, a trailing line break', () => {
    expect(parseClipboardColumn('PA1\tPizza\r\nPA2\tSoup\r\n')).toEqual(['PA1', 'PA2']);
  });

  it('reads Google Sheets text: LF rows, no trailing line break', () => {
    expect(parseClipboardColumn('A1\nB2\nC3')).toEqual(['A1', 'B2', 'C3']);
  });

  it('reads old Mac CR-only rows and mixed line ends', () => {
    expect(parseClipboardColumn('A1\rB2\r\nC3\n')).toEqual(['A1', 'B2', 'C3']);
  });

  it('keeps blank cells as null so they leave their row alone, and keeps the rows aligned', () => {
    expect(parseClipboardColumn('PA1\r\n\r\nPA3\r\n')).toEqual(['PA1', null, 'PA3']);
    expect(parseClipboardColumn('\tfirst cell empty\nB2')).toEqual([null, 'B2']);
    expect(parseClipboardColumn('   \nB2')).toEqual([null, 'B2']);
  });

  it('drops only the one trailing line break, not a blank last row', () => {
    expect(parseClipboardColumn('A1\n\n')).toEqual(['A1', null]);
    expect(parseClipboardColumn('A1\r\n')).toEqual(['A1']);
  });

  it('trims spaces around codes and drops a byte-order mark', () => {
    expect(parseClipboardColumn('\uFEFF  A1 \r\n\tB2')).toEqual(['A1', null]);
  });

  it('unquotes quoted cells and their doubled quotes', () => {
    expect(parseClipboardColumn('"A1"\tx\r\n"B""2"\r\n')).toEqual(['A1', 'B"2']);
  });

  it('keeps a quoted cell holding a line break or a tab as one row', () => {
    expect(parseClipboardColumn('"line1\nline2"\tnote\r\nB2\r\n')).toEqual(['line1\nline2', 'B2']);
    expect(parseClipboardColumn('"a\tb"\r\nB2')).toEqual(['a\tb', 'B2']);
  });

  it('takes quotes that do not wrap a whole cell literally', () => {
    expect(parseClipboardColumn('"A1"x\nB2')).toEqual(['"A1"x', 'B2']);
    expect(parseClipboardColumn('"never closed\nB2')).toEqual(['"never closed', 'B2']);
    expect(parseClipboardColumn('A"1\nB2')).toEqual(['A"1', 'B2']);
  });

  it('reads empty text as one blank row (pastes nothing)', () => {
    expect(parseClipboardColumn('')).toEqual([null]);
    expect(parseClipboardColumn('\r\n')).toEqual([null]);
  });

  it('reads back what Ctrl+C writes', () => {
    const codes = fc.array(fc.stringMatching(/^[A-Za-z0-9]{1,8}$/), { minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(codes, (list) => {
        expect(parseClipboardColumn(formatClipboardColumn(list))).toEqual(list);
        // Spreadsheets add a trailing line break when they copy: same rows.
        expect(parseClipboardColumn(`${formatClipboardColumn(list)}\r\n`)).toEqual(list);
      }),
    );
  });

  it('gives one value per row of the paste, never more, and never an empty code', () => {
    const cell = fc.oneof(
      fc.constantFrom('', ' ', '"', '""', '"a\tb"', '"x\ny"', 'A1', ' B2 ', 'Ç1', 'a"b'),
      fc.string({ maxLength: 6 }),
    );
    const row = fc.array(cell, { minLength: 1, maxLength: 3 }).map((cells) => cells.join('\t'));
    const eol = fc.constantFrom('\r\n', '\n', '\r');
    fc.assert(
      fc.property(fc.array(fc.tuple(row, eol), { minLength: 1, maxLength: 20 }), (rows) => {
        const text = rows.map(([r, e]) => r + e).join('');
        const values = parseClipboardColumn(text);
        const lineBreaks = (text.match(/\r\n|\n|\r/g) ?? []).length;
        expect(values.length).toBeGreaterThan(0);
        expect(values.length).toBeLessThanOrEqual(Math.max(1, lineBreaks));
        for (const v of values) {
          if (v !== null) {
            expect(v).not.toBe('');
            expect(v).toBe(v.trim());
          }
        }
      }),
    );
  });
});
