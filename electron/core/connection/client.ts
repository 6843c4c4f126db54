import { createUpstreamClient } from '../upstream';
import { LARGE_ANSWER_OPS } from '../upstream/endpoints';
import type { ClientFactory } from './manager';

/**
 * The real client factory. The client uses the limiter of (service, user), shared with every other
 * client of that user in this process and, through the ledger in `budgetDir`, with this user's
 * other processes; the connection manager reads its budget for the status bar.
 */
export function upstreamClientFactory(
  now: () => Date,
  budgetDir: string,
  maxAnswerMb: () => number,
): ClientFactory {
  return (opts) =>
    createUpstreamClient({
      // Read when the client is built: a changed setting applies from the next connect.
      answerLimits: Object.fromEntries(LARGE_ANSWER_OPS.map((op) => [op, maxAnswerMb() * 1024 * 1024])),
      baseUrl: opts.baseUrl,
      username: opts.username,
      credentials: opts.credentials,
      timeoutMs: opts.timeoutMs,
      fieldOverrides: opts.fieldOverrides,
      now,
      onOutcome: opts.onOutcome,
      ...(opts.onWait ? { onWait: opts.onWait } : {}),
      ...(opts.limits ? { limits: opts.limits } : {}),
      budgetDir,
    });
}
