import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { cleanText, safeCell } from './safe-cell';
import type { ByteMeter, ExportCell, ExportSheet } from './types';

/** Excel refuses (or "repairs") cells longer than this. */
const EXCEL_MAX_CELL_CHARS = 32_767;

/** Rows written between two turns of the event loop, in which the zip stream compresses them. */
const ROWS_PER_TURN = 500;

/** XML handed to the zip stream but not yet compressed, at most about this much. */
const MAX_ZIP_BACKLOG_BYTES = 4 * 2 ** 20;
const MAX_WAIT_TURNS = 100_000;

/**
 * Sheets -> an XLSX workbook: a bold, frozen header with filters, sized columns, numbers as
 * numbers with their format, 'YYYY-MM-DD' text in date columns as real dates. Text cells go
 * through safeCell and lose characters XML cannot carry (which would make Excel reject the file).
 * Written with exceljs's streaming writer, each row committed (zipped away) as it is added and text
 * inline rather than shared: memory holds the rows being made and the compressed file, never the
 * whole workbook as cell objects (which ran a chain's month out of memory).
 */
export async function toXlsx(sheets: readonly ExportSheet[], meter?: ByteMeter): Promise<Uint8Array> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    if (meter) meter.bytes += chunk.length;
  });
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Menu Code Mapper';
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = spec.columns.map((c) => ({
      header: c.header,
      width: c.width,
      style: c.numFmt === undefined ? {} : { numFmt: c.numFmt },
    }));
    sheet.getRow(1).font = { bold: true };
    if (spec.columns.length > 0) {
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: spec.columns.length } };
    }
    sheet.getRow(1).commit();
    let sinceYield = 0;
    for (const row of spec.rows) {
      sheet.addRow(row.map((value, i) => xlsxValue(value, spec.columns[i]?.date === true))).commit();
      // The writer queues what it zips without pushing back: without waiting for the compressor
      // now and then, a whole sheet's XML piles up uncompressed (a gigabyte for a chain's month).
      if (++sinceYield === ROWS_PER_TURN) {
        sinceYield = 0;
        await zipCatchUp(sheet);
      }
    }
    sheet.commit();
  }
  await workbook.commit();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * Waits (turns of the event loop) until the zip stream has taken most of what the sheet handed it.
 * The writer ignores backpressure, so this reads the queue of the stream it pipes into (an exceljs
 * internal: without it, nothing is waited for beyond one turn). Bounded, so a stalled zip can only
 * cost memory, never hang the export.
 */
async function zipCatchUp(sheet: unknown): Promise<void> {
  let turns = 0;
  do {
    await new Promise((resolve) => setImmediate(resolve));
  } while (zipBacklog(sheet) > MAX_ZIP_BACKLOG_BYTES && ++turns < MAX_WAIT_TURNS);
}

function zipBacklog(sheet: unknown): number {
  const pipes = (sheet as { stream?: { pipes?: { _writableState?: { length?: unknown } }[] } }).stream?.pipes;
  const length = pipes?.[0]?._writableState?.length;
  return typeof length === 'number' ? length : 0;
}

function xlsxValue(value: ExportCell, isDate: boolean): string | number | Date | null {
  if (value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (isDate) {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    // exceljs turns a Date into a serial number from its UTC time: UTC midnight is the plain day.
    if (m !== null) return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  }
  let text = cleanText(value);
  // Cut one short of the limit: safeCell may add an apostrophe. Cutting may split a surrogate pair.
  if (text.length >= EXCEL_MAX_CELL_CHARS) text = cleanText(text.slice(0, EXCEL_MAX_CELL_CHARS - 1));
  return safeCell(text);
}
