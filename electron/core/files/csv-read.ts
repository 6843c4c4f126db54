import Papa from 'papaparse';
import { say } from '../error-messages';
import { badFile, displayName, fileParam, formatCount } from './bad-file';
import { MAX_HEADER_SCAN_ROWS } from './limits';
import { checkCellSize } from './sheet-limits';
import type { FileLimits, SheetRow } from './types';

const DELIMITERS = [',', ';', '\t'] as const;
type Delimiter = (typeof DELIMITERS)[number];

/** Scores a row as a header: how many known columns it names. Guides the delimiter choice. */
export type HeaderScorer = (cells: string[]) => number;

/**
 * CSV text -> non-blank rows. The delimiter is the one that makes a recognisable header: comma,
 * semicolon (Excel's "CSV" in Turkish and most European locales, where the comma is the decimal
 * separator) or tab ("Unicode Text"). Excel's "sep=;" first line is honoured. Row numbers are those
 * Excel shows (the "sep=" line is hidden there; a quoted cell spanning lines is one row).
 */
export function readCsvRows(
  text: string,
  fileName: string,
  limits: FileLimits,
  score: HeaderScorer,
): SheetRow[] {
  if (text.includes('\u0000')) {
    throw badFile(
      `${displayName(fileName)} looks like a binary file, not CSV text or an XLSX workbook.`,
      say('file.binary', { file: fileParam(fileName) }),
    );
  }
  // One line-end convention for the parser; CR LF inside quoted cells becomes LF, which is harmless.
  let body = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  let delimiter: Delimiter | null = null;
  const sep = /^"?sep=(.)"?\n/i.exec(body);
  if (sep !== null) {
    delimiter = DELIMITERS.find((d) => d === sep[1]) ?? null;
    body = body.slice(sep[0].length);
  }
  delimiter ??= chooseDelimiter(body, score);

  const rows: SheetRow[] = [];
  const maxRows = limits.maxDataRows + MAX_HEADER_SCAN_ROWS;
  let rowNumber = 0;
  let failure: Error | null = null;
  Papa.parse<string[]>(body, {
    delimiter,
    newline: '\n',
    quoteChar: '"',
    escapeChar: '"',
    skipEmptyLines: false,
    step: (result, parser) => {
      if (failure !== null) return;
      rowNumber++;
      try {
        const unclosed = result.errors.find((e) => e.code === 'MissingQuotes');
        if (unclosed !== undefined) {
          throw badFile(
            `${displayName(fileName)}: a quoted cell starting in row ${formatCount(rowNumber)} is never closed ` +
              '(a " is missing), so the rest of the file cannot be read.',
            say('file.unclosedQuote', { file: fileParam(fileName), row: rowNumber }),
          );
        }
        const cells = result.data;
        cells.forEach((cell, i) => {
          checkCellSize(cell, rowNumber, i + 1, fileName, limits);
        });
        if (!cells.some((c) => c.trim() !== '')) return;
        if (rows.length >= maxRows) {
          throw badFile(
            `${displayName(fileName)} has more than ${formatCount(limits.maxDataRows)} rows; at most ` +
              `${formatCount(limits.maxDataRows)} can be read at once. Split it into smaller files.`,
            say('file.moreRowsThan', { file: fileParam(fileName), max: limits.maxDataRows }),
          );
        }
        rows.push({ row: rowNumber, cells });
      } catch (e) {
        failure = e instanceof Error ? e : new Error(String(e));
        parser.abort();
      }
    },
  });
  if (failure !== null) throw failure;
  return rows;
}

/**
 * Tries each delimiter on the first rows and keeps the one whose best row scores highest as a
 * header; ties go to the delimiter that splits the first row into more cells, then to comma.
 */
function chooseDelimiter(body: string, score: HeaderScorer): Delimiter {
  const head = firstLines(body, MAX_HEADER_SCAN_ROWS + 5);
  let best: Delimiter = ',';
  let bestScore = -1;
  let bestWidth = -1;
  for (const d of DELIMITERS) {
    const parsed = Papa.parse<string[]>(head, {
      delimiter: d,
      newline: '\n',
      quoteChar: '"',
      escapeChar: '"',
    });
    const headerScore = Math.max(0, ...parsed.data.map((cells) => score(cells)));
    const width = parsed.data[0]?.length ?? 0;
    if (headerScore > bestScore || (headerScore === bestScore && width > bestWidth)) {
      best = d;
      bestScore = headerScore;
      bestWidth = width;
    }
  }
  return best;
}

/** The first n lines, bounded in size so a one-line 50 MB file is not parsed three times. */
function firstLines(body: string, n: number): string {
  let end = 0;
  for (let i = 0; i < n && end !== -1; i++) end = body.indexOf('\n', end + 1);
  const cut = end === -1 ? body.length : end;
  return body.slice(0, Math.min(cut, 64 * 1024));
}
