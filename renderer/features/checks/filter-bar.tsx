import { Button, FilterChip, Select, type SelectOption } from '../../components';
import { t } from '../../i18n/i18n';
import { activeFilterCount, type CheckFilters, type DiscountTypeOption, type Facets } from './model/filters';
import { kindsLabel, kindsShown } from './model/labels';
import { paymentTypeLabel } from './model/payment-labels';
import { useChecks } from './store/checks-store';

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
    <div className="stack stack--tight" data-testid="checks-filters">
      <div className="row row--wrap">
        <fieldset className="cb-filters__chips">
          <legend className="visually-hidden">{t('checks.filters.kind')}</legend>
          <FilterChip
            label={t('checks.filters.all')}
            count={total}
            active={filters.kind === null}
            onToggle={() => setFilters({ kind: null })}
            data-testid="checks-kind-all"
          />
          {kindsShown(facets.kinds.unknown).map((k) => (
            <FilterChip
              key={k}
              label={kindsLabel(k)}
              title={k}
              count={facets.kinds[k]}
              active={filters.kind === k}
              onToggle={() => setFilters({ kind: filters.kind === k ? null : k })}
              data-testid={`checks-kind-${k}`}
            />
          ))}
          <span className="cb-filters__sep" aria-hidden />
          <FilterChip
            label={t('checks.filters.unreconciled')}
            tone={facets.unreconciled > 0 ? 'warning' : 'default'}
            count={facets.unreconciled}
            active={filters.unreconciledOnly}
            onToggle={() => setFilters({ unreconciledOnly: !filters.unreconciledOnly })}
            title={t('checks.filters.unreconciledTitle')}
            data-testid="checks-unreconciled"
          />
        </fieldset>
      </div>
      <div className="row row--wrap cb-filters__selects">
        <Select
          aria-label={t('checks.filters.state')}
          value={filters.state ?? ''}
          options={
            [
              { value: '', label: t('checks.filters.stateAny') },
              { value: 'Open', label: t('checks.filters.stateOpen') },
              { value: 'Closed', label: t('checks.filters.stateClosed') },
            ] satisfies SelectOption<'' | 'Open' | 'Closed'>[]
          }
          onChange={(v) => setFilters({ state: v === '' ? null : v })}
          data-testid="checks-filter-state"
        />
        <Select
          aria-label={t('checks.filters.returns')}
          value={filters.returns ?? ''}
          options={
            [
              { value: '', label: t('checks.filters.returnsAny') },
              { value: 'only', label: t('checks.filters.returnsOnly') },
              { value: 'exclude', label: t('checks.filters.returnsNone') },
            ] satisfies SelectOption<'' | 'only' | 'exclude'>[]
          }
          onChange={(v) => setFilters({ returns: v === '' ? null : v })}
          data-testid="checks-filter-returns"
        />
        <Select
          aria-label={t('checks.filters.payment')}
          options={options(t('checks.filters.paymentAny'), facets.paymentTypes, paymentTypeLabel)}
          {...pick('paymentType')}
          data-testid="checks-filter-payment"
        />
        <Select
          aria-label={t('checks.filters.outlet')}
          options={options(
            t('checks.filters.outletAny'),
            facets.outlets,
            (v) => v || t('checks.filters.noOutlet'),
          )}
          {...pick('outlet')}
          data-testid="checks-filter-outlet"
        />
        <Select
          aria-label={t('checks.filters.orderType')}
          options={options(t('checks.filters.orderTypeAny'), facets.orderTypes)}
          {...pick('orderType')}
          data-testid="checks-filter-order-type"
        />
        <Select
          aria-label={t('checks.filters.discount')}
          options={options(
            t('checks.filters.discountAny'),
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
            {t('checks.filters.clear', { count: active })}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
