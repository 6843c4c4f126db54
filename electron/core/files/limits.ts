import { MAX_IMPORT_FILE_BYTES } from '../../../shared/domain/mapping';
import type { FileLimits } from './types';

const MB = 1024 * 1024;

/**
 * What the importers accept. The largest simulator branch has 20,000 items; 200,000 rows leaves
 * room for a whole chain in one file while keeping memory bounded (exceljs holds a whole workbook
 * in memory). Exported so tests and the reliability suite
 * aim at the same numbers.
 */
export const FILE_LIMITS: Readonly<FileLimits> = {
  maxDataRows: 200_000,
  maxCellBytes: MB,
  maxFileBytes: MAX_IMPORT_FILE_BYTES,
  maxUnzippedBytes: 160 * MB,
  maxCells: 3_000_000,
  // A mapping file has no use for merged cells; a report saved as XLSX has a few hundred. Checking
  // each merge against the others costs seconds at a few thousand.
  maxMerges: 5_000,
  // At most one text per cell is worth keeping, and 100 MB holds every text of the largest sheet
  // the cell limit lets in.
  maxSharedStrings: 3_000_000,
  maxSharedStringBytes: 100 * MB,
};

/** Rows above the header that may hold a title or notes (exports from other tools often do). */
export const MAX_HEADER_SCAN_ROWS = 10;
