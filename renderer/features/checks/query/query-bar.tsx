import { useShallow } from 'zustand/react/shallow';
import type { BranchSummary } from '../../../../shared/domain/branch';
import { Button, Select } from '../../../components';
import { PRESETS, type Preset } from '../model/dates';
import { parseCheckNumber, queryOf, sameQuery, useChecks } from '../store/checks-store';
import { BranchPicker } from './branch-picker';

/**
 * What to load: branches, business dates, and the two filters the service applies itself (check
 * number, table), sent only when filled in.
 */
export function QueryBar({ branches }: { branches: readonly BranchSummary[] }) {
  const s = useChecks(
    useShallow((st) => ({
      branches: st.branches,
      preset: st.preset,
      range: st.range,
      number: st.number,
      tableNo: st.tableNo,
      loaded: st.loaded,
      setBranches: st.setBranches,
      setPreset: st.setPreset,
      setRange: st.setRange,
      setNumber: st.setNumber,
      setTableNo: st.setTableNo,
      load: st.load,
    })),
  );
  const query = queryOf(s);
  const numberInvalid = parseCheckNumber(s.number) === 'invalid';
  const rangeInvalid = s.range.from !== '' && s.range.to !== '' && s.range.from > s.range.to;
  const changed = !sameQuery(query, s.loaded);
  const load = () => void s.load();

  return (
    <form
      className="cb-query"
      aria-label="Checks to load"
      onSubmit={(e) => {
        e.preventDefault();
        load();
      }}
    >
      <BranchPicker branches={branches} value={s.branches} onChange={s.setBranches} />
      <Select
        aria-label="Dates"
        className="cb-query__preset"
        value={s.preset}
        options={PRESETS}
        onChange={(p: Preset) => s.setPreset(p)}
        data-testid="checks-preset"
      />
      <span className="cb-query__dates">
        <input
          type="date"
          className="input cb-query__date"
          aria-label="From business date"
          value={s.range.from}
          max={s.range.to || undefined}
          onChange={(e) => s.setRange({ from: e.target.value, to: s.range.to })}
          aria-invalid={rangeInvalid || undefined}
          data-testid="checks-from"
        />
        <span className="muted" aria-hidden>
          –
        </span>
        <input
          type="date"
          className="input cb-query__date"
          aria-label="To business date"
          value={s.range.to}
          min={s.range.from || undefined}
          onChange={(e) => s.setRange({ from: s.range.from, to: e.target.value })}
          aria-invalid={rangeInvalid || undefined}
          data-testid="checks-to"
        />
      </span>
      <input
        className="input cb-query__small"
        inputMode="numeric"
        placeholder="Check no."
        aria-label="Check number (asked of the service)"
        title="Only this check number (the service filters it)"
        value={s.number}
        onChange={(e) => s.setNumber(e.target.value)}
        aria-invalid={numberInvalid || undefined}
        data-testid="checks-number"
      />
      <input
        className="input cb-query__small"
        placeholder="Table"
        aria-label="Table (asked of the service)"
        title="Only this table (the service filters it)"
        value={s.tableNo}
        maxLength={50}
        onChange={(e) => s.setTableNo(e.target.value)}
        data-testid="checks-table"
      />
      <Button
        type="submit"
        variant={changed ? 'primary' : 'secondary'}
        icon={changed ? undefined : 'refresh'}
        disabled={query === null}
        title={query === null ? whyNot(s.branches.length, numberInvalid, rangeInvalid) : undefined}
        data-testid="checks-load"
      >
        {changed ? 'Load checks' : 'Load again'}
      </Button>
    </form>
  );
}

function whyNot(branches: number, numberInvalid: boolean, rangeInvalid: boolean): string {
  if (branches === 0) return 'Choose at least one branch.';
  if (numberInvalid) return 'A check number is a whole number.';
  if (rangeInvalid) return 'The start date must not be after the end date.';
  return 'Choose the dates.';
}
