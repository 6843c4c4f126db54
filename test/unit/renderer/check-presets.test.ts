import { afterEach, describe, expect, it } from 'vitest';
import { presetOf, presetOptions, presetRange } from '../../../renderer/features/checks/model/dates';
import { activateLocale } from '../../../renderer/i18n/i18n';
import { addDays, enumerateDays } from '../../../shared/business-dates';

/** The check browser's date presets: the month-long ones a manager compares branches over. */
describe('check date presets', () => {
  afterEach(() => activateLocale('en'));
  const today = '2026-03-01';

  it('last 30 days end today; the last 31 days without today are the days the warm-up keeps', () => {
    const last30 = presetRange('last30', today);
    expect(last30).toEqual({ from: '2026-01-31', to: today });
    expect(enumerateDays(last30.from, last30.to)).toHaveLength(30);
    const closed = presetRange('last31Closed', today);
    // The warm-up's range (electron/core/checks/warm-up.ts): today-31 … yesterday.
    expect(closed).toEqual({ from: addDays(today, -31), to: addDays(today, -1) });
    expect(enumerateDays(closed.from, closed.to)).toHaveLength(31);
    expect(presetOf(closed, today)).toBe('last31Closed');
    expect(presetOf(last30, today)).toBe('last30');
  });

  it('offers today, yesterday, last 7, 30 and 31 days in both languages', () => {
    const wanted = ['today', 'yesterday', 'last7', 'last30', 'last31Closed'];
    activateLocale('tr');
    const tr = new Map(presetOptions().map((o) => [o.value, o.label]));
    expect(wanted.map((p) => tr.get(p as never))).toEqual([
      'Bugün',
      'Dün',
      'Son 7 gün',
      'Son 30 gün',
      'Son 31 gün (bugün hariç)',
    ]);
    activateLocale('en');
    const en = new Map(presetOptions().map((o) => [o.value, o.label]));
    expect(en.get('last30')).toBe('Last 30 days');
    expect(en.get('last31Closed')).toBe('Last 31 days (without today)');
  });
});
