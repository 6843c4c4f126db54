import type { CallOptions, InspectedAnswer, UpstreamClient } from '../core/upstream/types';

/**
 * GetChecks for a team: forwarded to the vendor through the server's limiter, answered as the
 * vendor answered. The team's store of check days (electron/server/days/) wraps this: it answers
 * stored days itself and calls here only for what it lacks.
 */
export type ChecksSource = (body: Record<string, unknown>, opts: CallOptions) => Promise<InspectedAnswer>;

export function forwardChecks(client: UpstreamClient): ChecksSource {
  return (body, opts) => client.inspect('checks', body, opts);
}
