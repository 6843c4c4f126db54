/** One data row of a mapping file, as read; nothing is checked against the branch yet. */
export type MappingFileRow = {
  /** 1-based row as a spreadsheet shows it, the header included (= the line, unless a quoted cell spans lines). */
  row: number;
  /** Trimmed cell text; '' when the column is absent or the cell is empty. */
  itemId: string;
  itemNo: string;
  name: string;
  /** null = no code column, or a CSV row that stops before it (never read as a clear); '' = blank cell. */
  integrationCode: string | null;
  /** null = no Ignored column or an empty cell; true for true/yes/1/x (and Turkish evet/e). */
  ignored: boolean | null;
};

/** One product of the client system's catalogue, the source of suggestions. */
export type CatalogueProduct = {
  code: string;
  name: string;
  group: string | null;
};

/** A non-blank row of a sheet, cells converted to text. */
export type SheetRow = {
  row: number;
  cells: string[];
};

export type FileLimits = {
  /** Data rows below the header. */
  maxDataRows: number;
  /** Size of one cell, in UTF-8 bytes. */
  maxCellBytes: number;
  /** Size of the file as given. */
  maxFileBytes: number;
  /** Total size of an XLSX package once unzipped (zip bombs, and exceljs keeps it all in memory). */
  maxUnzippedBytes: number;
  /**
   * Cells and rows of an XLSX (those merges, data validations and defined names cover included),
   * counted before exceljs loads it (it keeps an object per cell): see xlsx-census.ts.
   */
  maxCells: number;
  /** Merged ranges of an XLSX: exceljs checks each one against all the ones before it. */
  maxMerges: number;
  /** Shared strings of an XLSX (items and rich-text runs), counted before exceljs loads it. */
  maxSharedStrings: number;
  /** Size of the shared-strings part(s) of an XLSX once unpacked: exceljs holds all their text. */
  maxSharedStringBytes: number;
};

/** A value in an exported sheet: numbers stay numbers, text goes through safeCell. */
export type ExportCell = string | number | null;

export type ExportColumn = {
  header: string;
  /** Excel column width in characters. */
  width: number;
  /** Excel number format for numeric columns, e.g. '#,##0.00' or 'yyyy-mm-dd'. */
  numFmt?: string;
  /** Dates are given as 'YYYY-MM-DD' text and written as real dates in XLSX. */
  date?: boolean;
  /** CSV: numbers get at least this many decimals (money: 2, "12,50"); XLSX uses numFmt instead. */
  minDecimals?: number;
};

export type ExportSheet = {
  name: string;
  columns: ExportColumn[];
  /** Read once, in order: a generator lets a big export make each row as it is written. */
  rows: Iterable<ExportCell[]>;
};

/** Bytes a writer has produced so far (its file's size as it grows), read by whoever reports progress. */
export type ByteMeter = { bytes: number };
