export { addDays, businessToday, enumerateDays, isIsoDate, localDate } from '../../../shared/business-dates';
export { type ChecksRepo, createChecksRepo, type StoredDayInfo } from './checks-repo';
export { type BranchWeight, type Chunk, DEFAULT_CHUNK_POLICY, daysPerCall, planChunks } from './chunking';
export {
  assertRange,
  type ChecksEngineDeps,
  type DayRef,
  type LoadChecksRequest,
  type LoadChecksResult,
  loadChecks,
} from './engine';
export { isFinalDay } from './final-day';
export { dedupeChecks, splitByDay } from './merge';
export { type ChecksMeta, loadChecksMeta } from './meta';
export { type UnmappedSoldRequest, unmappedSold } from './unmapped-sold';
