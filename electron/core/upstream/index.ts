export { createUpstreamClient, type UpstreamClientOptions } from './client';
export type { UpstreamClient } from './types';
