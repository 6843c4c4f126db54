import { REFERENCE_LIST_KINDS, type ReferenceLists } from '../../../shared/domain/check';
import type { UpstreamClient } from '../upstream/types';
import type { ChecksRepo, StoredMeta } from './checks-repo';

export type ChecksMeta = ReferenceLists & { stale: boolean };

export type MetaDeps = {
  store: ChecksRepo;
  client: () => UpstreamClient;
  key: string;
  now: () => Date;
};

/** Reference lists change rarely: a copy younger than this answers without a request. */
const META_MAX_AGE_MS = 6 * 60 * 60 * 1000;

const answer = ({ fetchedAt: _, ...lists }: StoredMeta, stale: boolean): ChecksMeta => ({ ...lists, stale });

/**
 * The reference lists of a branch (filters of the check browser). Fresh cache first, then the
 * service; when the service fails, the cached copy answers with stale = true, and only with nothing
 * cached does the error reach the caller.
 */
export async function loadChecksMeta(deps: MetaDeps, branch: string): Promise<ChecksMeta> {
  const cached = deps.store.readMeta(deps.key, branch);
  const age = cached ? deps.now().getTime() - Date.parse(cached.fetchedAt) : Number.POSITIVE_INFINITY;
  if (cached && age >= 0 && age < META_MAX_AGE_MS) return answer(cached, false);
  try {
    const client = deps.client();
    const lists: Partial<ReferenceLists> = {};
    for (const kind of REFERENCE_LIST_KINDS) lists[kind] = await client.getReferenceList(kind, branch);
    const fresh = { ...(lists as ReferenceLists), fetchedAt: deps.now().toISOString() };
    deps.store.writeMeta(deps.key, branch, fresh);
    return answer(fresh, false);
  } catch (e) {
    if (!cached) throw e;
    return answer(cached, true);
  }
}
