import type { CheckKind } from '../../../shared/domain/check';
import { Button, FilterChip, Select, type SelectOption } from '../../components';
import { activeFilterCount, type CheckFilters, type DiscountTypeOption, type Facets } from './model/filters';
import { useChecks } from './store/checks-store';

const KIND_LABEL: Record<CheckKind, string> = {
  sale: 'Sales',
  collection: 'Collections',
  expense: 'Expenses',
  unknown: 'Kind unknown',
};

/** Narrows the loaded checks at once (no request): kind, state, returns, payment, outlet, types, text. */
export function FilterBar({
  facets,
  total,
  discountTypes,
}: {
  facets: Facets;
  total: number;
  discountTypes: readonly DiscountTypeOption[];
}) {
  const filters = useChecks((s) => s.filters);
  const setFilters = useChecks((s) => s.setFilters);
  const active = activeFilterCount(filters);

  const options = (any: string, values: readonly string[], label = (v: string) => v) => [
    { value: '', label: any },
    ...values.map((v) => ({ value: v, label: label(v) })),
  ];
  const pick = <K extends 'paymentType' | 'outlet' | 'orderType' | 'discountType'>(key: K) => ({
    value: filters[key] ?? '',
    onChange: (v: string) => {
      const patch: Partial<CheckFilters> = {};
      patch[key] = v === '' ? null : v;
      setFilters(patch);
    },
  });

  return (
    <div className="cb-filters" data-testid="checks-filters">
      <div className="cb-filters__row">
        <fieldset className="cb-filters__chips">
          <legend className="visually-hidden">Kind</legend>
          <FilterChip
            label="All"
            count={total}
            active={filters.kind === null}
            onToggle={() => setFilters({ kind: null })}
            data-testid="checks-kind-all"
          />
          {(facets.kinds.unknown > 0
            ? (['sale', 'collection', 'expense', 'unknown'] as const)
            : (['sale', 'collection', 'expense'] as const)
          ).map((k) => (
            <FilterChip
              key={k}
              label={KIND_LABEL[k]}
              count={facets.kinds[k]}
              active={filters.kind === k}
              onToggle={() => setFilters({ kind: filters.kind === k ? null : k })}
              data-testid={`checks-kind-${k}`}
            />
          ))}
          <span className="cb-filters__sep" aria-hidden />
          <FilterChip
            label="Not reconciled"
            tone={facets.unreconciled > 0 ? 'warning' : 'default'}
            count={facets.unreconciled}
            active={filters.unreconciledOnly}
            onToggle={() => setFilters({ unreconciledOnly: !filters.unreconciledOnly })}
            title="Closed sale checks whose payments do not equal items minus discounts"
            data-testid="checks-unreconciled"
          />
        </fieldset>
      </div>
      <div className="cb-filters__row cb-filters__selects">
        <Select
          aria-label="State"
          value={filters.state ?? ''}
          options={
            [
              { value: '', label: 'Open and closed' },
              { value: 'Open', label: 'Open only' },
              { value: 'Closed', label: 'Closed only' },
            ] satisfies SelectOption<'' | 'Open' | 'Closed'>[]
          }
          onChange={(v) => setFilters({ state: v === '' ? null : v })}
          data-testid="checks-filter-state"
        />
        <Select
          aria-label="Returns"
          value={filters.returns ?? ''}
          options={
            [
              { value: '', label: 'With returns' },
              { value: 'only', label: 'Returns only' },
              { value: 'exclude', label: 'Without returns' },
            ] satisfies SelectOption<'' | 'only' | 'exclude'>[]
          }
          onChange={(v) => setFilters({ returns: v === '' ? null : v })}
          data-testid="checks-filter-returns"
        />
        <Select
          aria-label="Payment type"
          options={options('Any payment type', facets.paymentTypes)}
          {...pick('paymentType')}
          data-testid="checks-filter-payment"
        />
        <Select
          aria-label="Outlet"
          options={options('Any outlet', facets.outlets, (v) => v || '(no outlet)')}
          {...pick('outlet')}
          data-testid="checks-filter-outlet"
        />
        <Select
          aria-label="Order type"
          options={options('Any order type', facets.orderTypes)}
          {...pick('orderType')}
          data-testid="checks-filter-order-type"
        />
        <Select
          aria-label="Discount type"
          options={options(
            'Any discount',
            discountTypes.map((d) => d.name),
          )}
          {...pick('discountType')}
          data-testid="checks-filter-discount"
        />
        {active > 0 ? (
          <Button
            size="sm"
            variant="ghost"
            icon="close"
            onClick={() => useChecks.getState().clearFilters()}
            data-testid="checks-clear-filters"
          >
            Clear {active === 1 ? 'filter' : `${active} filters`}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
