/**
 * Files in and out: mapping files, the product catalogue, exports of mappings and checks. Plain
 * Node (no Electron): used by the mapping and checks handlers, the CLI and the tests.
 */
export { readCatalogue } from './catalogue-file';
export { csvNumber, csvText, toCsv } from './csv-write';
export { type ChecksPart, checksExportName, type ExportChecksOptions, exportChecks } from './export-checks';
export { exportMapping, mappingExportName } from './export-mapping';
export { fromPayload, toPayload } from './file-payload';
export { buildImportReport } from './import-report';
export { readLearntSheet } from './learnt-sheet';
export { FILE_LIMITS } from './limits';
export { readMappingFile } from './mapping-file';
export { cleanText, FORMULA_START, safeCell } from './safe-cell';
export type { CatalogueProduct, MappingFileRow } from './types';
