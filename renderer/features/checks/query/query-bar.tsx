import { useShallow } from 'zustand/react/shallow';
import type { BranchSummary } from '../../../../shared/domain/branch';
import { Button, Select } from '../../../components';
import { DateField } from '../../../components/date-field';
import { formatShortDate } from '../../../components/short-date';
import { t } from '../../../i18n/i18n';
import { useSettings } from '../../settings/settings-store';
import { type Preset, presetOf, presetOptions, businessToday as today } from '../model/dates';
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
  const kept = useSettings((st) => st.settings.warmDays);
  // The kept days' preset picked before the setting changed (or the warm-up was turned off) names
  // the range only while it still is the kept days.
  const preset = s.preset === 'kept' ? presetOf(s.range, today(), kept) : s.preset;
  const query = queryOf(s);
  const numberInvalid = parseCheckNumber(s.number) === 'invalid';
  const rangeInvalid = s.range.from !== '' && s.range.to !== '' && s.range.from > s.range.to;
  const changed = !sameQuery(query, s.loaded);
  const load = () => void s.load();

  return (
    <form
      className="card row row--wrap cb-query"
      aria-label={t('checks.query.label')}
      onSubmit={(e) => {
        e.preventDefault();
        load();
      }}
    >
      <BranchPicker branches={branches} value={s.branches} onChange={s.setBranches} />
      <Select
        aria-label={t('checks.query.dates')}
        className="cb-query__preset"
        value={preset}
        options={presetOptions(kept)}
        onChange={(p: Preset) => s.setPreset(p, kept)}
        data-testid="checks-preset"
      />
      <span className="cb-query__dates">
        <DateField
          className="cb-query__date"
          aria-label={t('checks.query.from')}
          value={s.range.from}
          max={s.range.to || undefined}
          onChange={(from) => s.setRange({ from, to: s.range.to }, kept)}
          invalid={rangeInvalid}
          invalidText={t('checks.query.notADate', { example: formatShortDate(s.range.to || today()) })}
          pickerLabel={t('checks.query.pickFrom')}
          placeholder={t('checks.query.datePlaceholder')}
          data-testid="checks-from"
        />
        <span className="muted" aria-hidden>
          –
        </span>
        <DateField
          className="cb-query__date"
          aria-label={t('checks.query.to')}
          value={s.range.to}
          min={s.range.from || undefined}
          onChange={(to) => s.setRange({ from: s.range.from, to }, kept)}
          invalid={rangeInvalid}
          invalidText={t('checks.query.notADate', { example: formatShortDate(s.range.from || today()) })}
          pickerLabel={t('checks.query.pickTo')}
          placeholder={t('checks.query.datePlaceholder')}
          data-testid="checks-to"
        />
      </span>
      <input
        className="input cb-query__small"
        inputMode="numeric"
        placeholder={t('checks.query.numberPlaceholder')}
        aria-label={t('checks.query.numberLabel')}
        title={t('checks.query.numberTitle')}
        value={s.number}
        onChange={(e) => s.setNumber(e.target.value)}
        aria-invalid={numberInvalid || undefined}
        data-testid="checks-number"
      />
      <input
        className="input cb-query__small"
        placeholder={t('checks.query.tablePlaceholder')}
        aria-label={t('checks.query.tableLabel')}
        title={t('checks.query.tableTitle')}
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
        {changed ? t('checks.query.load') : t('checks.query.loadAgain')}
      </Button>
    </form>
  );
}

function whyNot(branches: number, numberInvalid: boolean, rangeInvalid: boolean): string {
  if (branches === 0) return t('checks.query.whyNoBranch');
  if (numberInvalid) return t('checks.query.whyNumber');
  if (rangeInvalid) return t('checks.query.whyRange');
  return t('checks.query.whyDates');
}
