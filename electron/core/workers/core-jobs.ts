import { resourceLimits } from 'node:worker_threads';
import type { Check } from '../../../shared/domain/check';
import type { CsvFormat } from '../../../shared/domain/locale';
import { checksOfSource, type ExportSource } from '../checks/export-source';
import {
  type ChecksPart,
  type ExportChecksOptions,
  exportChecks,
  exportMapping,
  readCatalogue,
  readLearntSheet,
  readMappingFile,
} from '../files';
import { suggest } from '../matching';
import { reportProgress } from './job-context';
import type { JobTable } from './protocol';

/**
 * The core's CPU-heavy functions, run by the core worker (core-worker.ts) so that they never stall
 * the process that answers the UI: suggestions over big catalogues (seconds), reading and writing
 * big XLSX files (seconds, hundreds of MB while parsing). Same functions, same results: only the
 * thread differs.
 */
export const coreJobs = {
  suggest,
  readMappingFile,
  readLearntSheet,
  readCatalogue,
  exportMapping,
  /** Its progress goes to the caller (runWith's onProgress): checks written and bytes so far. */
  exportChecks: (
    checks: readonly Check[],
    format: 'csv' | 'xlsx',
    part?: ChecksPart,
    csv?: CsvFormat,
    options?: ExportChecksOptions,
  ) => exportChecks(checks, format, part, csv, options, reportProgress),
  /** exportChecks of the checks a source names, read here from their stored days (export-source.ts). */
  exportStoredChecks: (
    source: ExportSource,
    format: 'csv' | 'xlsx',
    part?: ChecksPart,
    csv?: CsvFormat,
    options?: ExportChecksOptions,
  ) => exportChecks(checksOfSource(source), format, part, csv, options, reportProgress),
  /** The memory limit the worker runs under, as V8 reports it (null outside a limited worker). */
  memoryLimit: async () => resourceLimits.maxOldGenerationSizeMb ?? null,
} satisfies JobTable;

export type CoreJobs = typeof coreJobs;
