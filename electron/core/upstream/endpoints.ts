import { REFERENCE_LIST_KINDS, type ReferenceListKind } from '../../../shared/domain/check';

/**
 * The service's endpoints as the client uses them: path, method, which credential it needs, and
 * whether sending it twice is harmless (all reads; UpdateIntegrationCode too, because it sets
 * absolute values - a repeated batch leaves the same codes).
 */
export type Operation =
  | 'token'
  | 'branches'
  | 'items'
  | 'update'
  | 'checks'
  | 'teamMember'
  | ReferenceListKind;

/** The reference lists (shared ReferenceLists): each its read-only path and what one record is. */
const REFERENCE_LISTS: Record<ReferenceListKind, { path: string; record: string }> = {
  discountTypes: { path: '/GetDiscountTypes', record: 'discount type' },
  orderTypes: { path: '/GetOrderTypes', record: 'order type' },
};
export const referenceRecordName = (kind: ReferenceListKind) => REFERENCE_LISTS[kind].record;
const eachList = <T>(f: (kind: ReferenceListKind, path: string) => T) =>
  Object.fromEntries(REFERENCE_LIST_KINDS.map((k) => [k, f(k, REFERENCE_LISTS[k].path)])) as Record<
    ReferenceListKind,
    T
  >;

export type Endpoint = {
  op: Operation;
  path: string;
  method: 'GET' | 'POST';
  safeToRepeat: boolean;
};

export const ENDPOINTS: Record<Operation, Endpoint> = {
  token: { op: 'token', path: '/GetToken', method: 'POST', safeToRepeat: true },
  branches: { op: 'branches', path: '/GetBranches', method: 'GET', safeToRepeat: true },
  items: { op: 'items', path: '/GetItemsIntegrationCode', method: 'POST', safeToRepeat: true },
  update: { op: 'update', path: '/UpdateIntegrationCode', method: 'POST', safeToRepeat: true },
  checks: { op: 'checks', path: '/GetChecks', method: 'POST', safeToRepeat: true },
  // A team server's own endpoint (docs/ARCHITECTURE.md, "Team server"): who signed in, in which role.
  teamMember: { op: 'teamMember', path: '/team/me', method: 'GET', safeToRepeat: true },
  ...eachList((op, path) => ({ op, path, method: 'POST', safeToRepeat: true })),
};

const MIB = 1024 * 1024;

/**
 * The largest answer read for each operation. Items and checks grow with the chain's data and get
 * a generous default that users can change (Settings, MENUMAP_MAX_ANSWER_MB); the others are small
 * by nature. docs/BENCHMARKS.md has the sizes seen.
 */
export const DEFAULT_ANSWER_LIMITS: Record<Operation, number> = {
  token: 1 * MIB,
  branches: 16 * MIB,
  items: 256 * MIB,
  update: 16 * MIB,
  checks: 256 * MIB,
  teamMember: 1 * MIB,
  ...eachList(() => 4 * MIB),
};

/** The operations whose answers grow with the data; the configurable limit applies to them. */
export const LARGE_ANSWER_OPS = ['items', 'checks'] as const;

/** What the user was waiting for, in words, for error messages. */
export function describeOperation(op: Operation, branch?: string): string {
  const b = branch ? ` of branch ${branch}` : '';
  switch (op) {
    case 'token':
      return 'signing in';
    case 'branches':
      return 'the branch list';
    case 'items':
      return `the items${b}`;
    case 'update':
      return `the code update${branch ? ` for branch ${branch}` : ''}`;
    case 'checks':
      return `the checks${b}`;
    case 'teamMember':
      return 'your role on the team server';
    default:
      return `the ${REFERENCE_LISTS[op].record}s${b}`;
  }
}
