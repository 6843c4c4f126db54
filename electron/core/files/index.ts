/**
 * Files in and out: mapping files, the product catalogue, exports of mappings and checks. Plain
 * Node (no Electron): used by the mapping and checks handlers, the CLI and the tests.
 */
export { readCatalogue } from './catalogue-file';
export { csvNumber, csvText, DEFAULT_CSV_FORMAT, toCsv } from './csv-write';
export { type ChecksPart, exportChecks } from './export-checks';
export { exportMapping, type MappingExportOptions } from './export-mapping';
export { buildImportReport } from './import-report';
export { LEARNT_SHEET, readLearntSheet } from './learnt-sheet';
export { FILE_LIMITS } from './limits';
export { readMappingFile } from './mapping-file';
export { cleanText, FORMULA_START, safeCell } from './safe-cell';
export { type CatalogueProduct, EXPORT_MIME_TYPES, type FileLimits, type MappingFileRow } from './types';
