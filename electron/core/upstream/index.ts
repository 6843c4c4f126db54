export type { Sleep } from './attempts';
export {
  type Credentials,
  createUpstreamClient,
  MAX_UPDATE_BATCH,
  type UpstreamClientOptions,
} from './client';
export { ENDPOINTS, type Operation } from './endpoints';
export { FIELD_NAMES, fold, namesFor } from './field-names';
export { type ChecksRead, lineTotal, RECONCILE_TOLERANCE, type ReaderOptions } from './read-checks';
export type { ItemsRead } from './read-items';
export type {
  CallOptions,
  Priority,
  UpdateOutcome,
  UpdateRecord,
  UpstreamClient,
} from './types';
