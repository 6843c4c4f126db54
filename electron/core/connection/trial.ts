import { cancelledError, timeoutError } from '../upstream/failures';
import type { UpstreamClient } from '../upstream/types';

/**
 * What a profile must do before it may replace a connection: sign in (GetToken) and list the
 * branches (GetBranches), both within the profile's timeout, through the client's own limiter (the
 * user's shared rate budget). The branch list is asked too because a service can hand out tokens
 * and still fail every data call (a wrong path, a gateway in front of a dead server).
 *
 * `signal` is the user's cancel. On cancel or when the time is up the caller closes the client,
 * which cuts the request in flight; this function only decides which error the try ends with.
 */
export async function tryConnection(
  client: UpstreamClient,
  opts: { timeoutMs: number; signal?: AbortSignal; host: string },
): Promise<void> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), opts.timeoutMs);
  timer.unref?.();
  const signal = opts.signal ? AbortSignal.any([opts.signal, deadline.signal]) : deadline.signal;
  let stage: 'token' | 'branches' = 'token';
  try {
    await client.authenticate({ priority: 'interactive', signal });
    stage = 'branches';
    await client.getBranches({ priority: 'interactive', signal });
  } catch (e) {
    if (opts.signal?.aborted) throw cancelledError();
    if (deadline.signal.aborted) throw timeoutError({ op: stage, host: opts.host }, opts.timeoutMs);
    throw e;
  } finally {
    clearTimeout(timer);
  }
  if (opts.signal?.aborted) throw cancelledError();
}
