import type { CheckKind, NamedRecord } from '../../../../shared/domain/check';
import type { CheckRow } from '../../../../shared/domain/check-row';
import { foldForSearch, queryMatcher } from '../../../../shared/search-text';

/**
 * The check browser's client-side filters: they narrow what was loaded, instantly and offline.
 * (Check number and table are different: they are sent upstream, see the load query.)
 */
export type CheckFilters = {
  kind: CheckKind | null;
  state: 'Open' | 'Closed' | null;
  returns: 'only' | 'exclude' | null;
  paymentType: string | null;
  outlet: string | null;
  orderType: string | null;
  discountType: string | null;
  unreconciledOnly: boolean;
  /** Free text over receipt number, account info and check number (Turkish-tolerant). */
  query: string;
};

export const NO_FILTERS: CheckFilters = {
  kind: null,
  state: null,
  returns: null,
  paymentType: null,
  outlet: null,
  orderType: null,
  discountType: null,
  unreconciledOnly: false,
  query: '',
};

/** How many filters narrow the list (the search counts as one). */
export function activeFilterCount(f: CheckFilters): number {
  return (
    [f.kind, f.state, f.returns, f.paymentType, f.outlet, f.orderType, f.discountType].filter(
      (v) => v !== null,
    ).length +
    (f.unreconciledOnly ? 1 : 0) +
    (f.query.trim() !== '' ? 1 : 0)
  );
}

/** The outlet of a check as shown and filtered on: checks without one are grouped under ''. */
const outletOf = (c: CheckRow): string => c.outletInfo ?? '';

const searchText = new WeakMap<CheckRow, string>();

/** Receipt number, account info and check number, folded once per check. */
function searchHaystack(c: CheckRow): string {
  let text = searchText.get(c);
  if (text === undefined) {
    text = foldForSearch([c.officialReceiptNumber ?? '', c.info ?? '', String(c.checkNumber)].join(' '));
    searchText.set(c, text);
  }
  return text;
}

/**
 * Discount types as GetDiscountTypes names them, with their ids: a check's discount matches by its
 * DiscountTypeId when the service sends one, else by name.
 */
export type DiscountTypeOption = { name: string; ids: ReadonlySet<string> };

export function discountTypeOptions(
  meta: readonly NamedRecord[],
  checks: readonly CheckRow[],
): DiscountTypeOption[] {
  const byName = new Map<string, Set<string>>();
  for (const d of meta) {
    const ids = byName.get(d.name) ?? new Set<string>();
    ids.add(d.id);
    byName.set(d.name, ids);
  }
  for (const c of checks) {
    for (const name of c.discountNames) {
      if (!byName.has(name)) byName.set(name, new Set());
    }
  }
  return [...byName.entries()]
    .map(([name, ids]) => ({ name, ids }))
    .sort((a, b) => a.name.localeCompare(b.name, 'tr'));
}

function discountMatches(c: CheckRow, option: DiscountTypeOption | undefined, name: string): boolean {
  if (c.discountNames.includes(name)) return true;
  return option !== undefined && c.discountTypeIds.some((id) => option.ids.has(id));
}

export function filterChecks(
  checks: readonly CheckRow[],
  f: CheckFilters,
  discountTypes: readonly DiscountTypeOption[] = [],
): CheckRow[] {
  const match = queryMatcher(f.query);
  const searching = f.query.trim() !== '';
  const discount = f.discountType === null ? undefined : discountTypes.find((d) => d.name === f.discountType);
  return checks.filter((c) => {
    if (f.kind !== null && c.kind !== f.kind) return false;
    if (f.state !== null && c.state !== f.state) return false;
    if (f.returns === 'only' && !c.isReturn) return false;
    if (f.returns === 'exclude' && c.isReturn) return false;
    if (f.outlet !== null && outletOf(c) !== f.outlet) return false;
    if (f.orderType !== null && c.orderType !== f.orderType) return false;
    if (f.paymentType !== null && !c.paymentTypes.includes(f.paymentType)) return false;
    if (f.discountType !== null && !discountMatches(c, discount, f.discountType)) return false;
    if (f.unreconciledOnly && c.reconciles) return false;
    if (searching && !match(searchHaystack(c))) return false;
    return true;
  });
}

export type Facets = {
  kinds: Record<CheckKind, number>;
  unreconciled: number;
  paymentTypes: string[];
  outlets: string[];
  orderTypes: string[];
};

/** What the loaded checks contain, for the filter menus (with counts for the kind chips). */
export function facetsOf(checks: readonly CheckRow[], metaOrderTypes: readonly NamedRecord[] = []): Facets {
  const kinds: Record<CheckKind, number> = { sale: 0, collection: 0, expense: 0, unknown: 0 };
  let unreconciled = 0;
  const payments = new Set<string>();
  const outlets = new Set<string>();
  const orderTypes = new Set<string>(metaOrderTypes.map((o) => o.name));
  for (const c of checks) {
    kinds[c.kind] += 1;
    if (!c.reconciles) unreconciled += 1;
    for (const p of c.paymentTypes) payments.add(p);
    outlets.add(outletOf(c));
    if (c.orderType) orderTypes.add(c.orderType);
  }
  const sort = (s: Set<string>) => [...s].sort((a, b) => a.localeCompare(b, 'tr'));
  return {
    kinds,
    unreconciled,
    paymentTypes: sort(payments),
    outlets: sort(outlets),
    orderTypes: sort(orderTypes),
  };
}
