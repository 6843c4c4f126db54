import type { ServiceCheckReport } from '../../../shared/domain/service-check';
import type { UpstreamClient } from '../upstream/types';
import { readFindings } from './findings';
import { collectSamples, type Samples } from './samples';

export type { Samples } from './samples';
export { buildSupportFile } from './support-file';

export type ServiceCheckRun = { report: ServiceCheckReport; samples: Samples };

/**
 * The service check: a short, bounded, read-only series of calls through the client (its limiter
 * and token session) and, per point the spec leaves open, what this service does and what the app
 * does about it. The samples stay with the caller for a support file; the report is what is saved.
 */
export async function runServiceCheck(
  client: UpstreamClient,
  opts: { now?: () => Date; signal?: AbortSignal } = {},
): Promise<ServiceCheckRun> {
  const now = opts.now ?? (() => new Date());
  const samples = await collectSamples(client, { now, ...(opts.signal ? { signal: opts.signal } : {}) });
  const { findings, detected, proposedOverrides } = readFindings(samples, now());
  return {
    report: {
      checkedAt: now().toISOString(),
      service: hostOf(client.baseUrl),
      calls: samples.calls,
      findings,
      detected,
      proposedOverrides,
    },
    samples,
  };
}

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return '';
  }
}
