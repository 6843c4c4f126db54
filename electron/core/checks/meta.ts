import type { NamedRecord } from '../../../shared/domain/check';
import type { UpstreamClient } from '../upstream/types';
import type { ChecksRepo } from './checks-repo';

export type ChecksMeta = { discountTypes: NamedRecord[]; orderTypes: NamedRecord[]; stale: boolean };

export type MetaDeps = {
  store: ChecksRepo;
  client: () => UpstreamClient;
  key: string;
  now: () => Date;
};

/** Discount and order types change rarely: a copy younger than this answers without a request. */
const META_MAX_AGE_MS = 6 * 60 * 60 * 1000;

/**
 * Discount and order types of a branch (filters of the check browser). Fresh cache first, then the
 * service; when the service fails, the cached copy answers with stale = true, and only with nothing
 * cached does the error reach the caller.
 */
export async function loadChecksMeta(deps: MetaDeps, branch: string): Promise<ChecksMeta> {
  const cached = deps.store.readMeta(deps.key, branch);
  const age = cached ? deps.now().getTime() - Date.parse(cached.fetchedAt) : Number.POSITIVE_INFINITY;
  if (cached && age >= 0 && age < META_MAX_AGE_MS) {
    return { discountTypes: cached.discountTypes, orderTypes: cached.orderTypes, stale: false };
  }
  try {
    const client = deps.client();
    const discountTypes = await client.getDiscountTypes(branch);
    const orderTypes = await client.getOrderTypes(branch);
    deps.store.writeMeta(deps.key, branch, {
      discountTypes,
      orderTypes,
      fetchedAt: deps.now().toISOString(),
    });
    return { discountTypes, orderTypes, stale: false };
  } catch (e) {
    if (!cached) throw e;
    return { discountTypes: cached.discountTypes, orderTypes: cached.orderTypes, stale: true };
  }
}
