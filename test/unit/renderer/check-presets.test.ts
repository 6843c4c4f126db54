import { afterEach, describe, expect, it } from 'vitest';
import { presetOf, presetOptions, presetRange } from '../../../renderer/features/checks/model/dates';
import { activateLocale } from '../../../renderer/i18n/i18n';
import { addDays, enumerateDays } from '../../../shared/business-dates';
import { DEFAULT_SETTINGS } from '../../../shared/domain/connection';

/** The check browser's date presets: the month-long ones a manager compares branches over. */
describe('check date presets', () => {
  afterEach(() => activateLocale('en'));
  const today = '2026-03-01';
  const kept = DEFAULT_SETTINGS.warmDays;

  it('last 30 days end today; the kept days without today are the days the warm-up keeps', () => {
    const last30 = presetRange('last30', today, kept);
    expect(last30).toEqual({ from: '2026-01-31', to: today });
    expect(enumerateDays(last30.from, last30.to)).toHaveLength(30);
    const closed = presetRange('kept', today, kept);
    // The warm-up's range (electron/core/checks/warm-up.ts): today-N … yesterday.
    expect(closed).toEqual({ from: addDays(today, -kept), to: addDays(today, -1) });
    expect(enumerateDays(closed.from, closed.to)).toHaveLength(kept);
    expect(presetOf(closed, today, kept)).toBe('kept');
    expect(presetOf(last30, today, kept)).toBe('last30');
  });

  it('the kept days follow the setting, and there is no such preset when none are kept', () => {
    const sixty = presetRange('kept', today, 60);
    expect(sixty).toEqual({ from: '2025-12-31', to: '2026-02-28' });
    expect(enumerateDays(sixty.from, sixty.to)).toHaveLength(60);
    expect(presetOf(sixty, today, 60)).toBe('kept');
    // The setting changed since: the same days are just a range.
    expect(presetOf(sixty, today, 31)).toBe('custom');
    expect(presetOptions(0).map((o) => o.value)).not.toContain('kept');
    expect(presetOf(presetRange('kept', today, 31), today, 0)).toBe('custom');
  });

  it('offers today, yesterday, last 7, 30 and the kept days in both languages', () => {
    const wanted = ['today', 'yesterday', 'last7', 'last30', 'kept'];
    activateLocale('tr');
    const tr = new Map(presetOptions(kept).map((o) => [o.value, o.label]));
    expect(wanted.map((p) => tr.get(p as never))).toEqual([
      'Bugün',
      'Dün',
      'Son 7 gün',
      'Son 30 gün',
      'Son 31 gün (bugün hariç)',
    ]);
    expect(new Map(presetOptions(60).map((o) => [o.value, o.label])).get('kept')).toBe(
      'Son 60 gün (bugün hariç)',
    );
    activateLocale('en');
    const en = new Map(presetOptions(kept).map((o) => [o.value, o.label]));
    expect(en.get('last30')).toBe('Last 30 days');
    expect(en.get('kept')).toBe('Last 31 days (without today)');
    expect(new Map(presetOptions(1).map((o) => [o.value, o.label])).get('kept')).toBe(
      'Last 1 day (without today)',
    );
  });
});
