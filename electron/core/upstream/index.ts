export type { Sleep } from './attempts';
export {
  type Credentials,
  createUpstreamClient,
  MAX_UPDATE_BATCH,
  type UpstreamClientOptions,
} from './client';
export { ENDPOINTS, type Operation } from './endpoints';
export { lineTotal, RECONCILE_TOLERANCE } from './translate';
export type {
  CallOptions,
  Priority,
  UpdateOutcome,
  UpdateRecord,
  UpstreamClient,
} from './types';
