import { createUpstreamClient } from '../upstream';
import type { ClientFactory } from './connection-manager';

/**
 * The real client factory. The client uses the process-wide limiter of (service, user), shared with
 * every other client of that user; the connection manager reads its budget for the status bar.
 */
export function upstreamClientFactory(now: () => Date): ClientFactory {
  return (opts) =>
    createUpstreamClient({
      baseUrl: opts.baseUrl,
      username: opts.username,
      credentials: opts.credentials,
      timeoutMs: opts.timeoutMs,
      now,
      onOutcome: opts.onOutcome,
    });
}
