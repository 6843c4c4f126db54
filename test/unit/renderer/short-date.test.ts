import { afterAll, describe, expect, test } from 'vitest';
import { formatShortDate, parseShortDate } from '../../../renderer/components/short-date';
import { activateLocale } from '../../../renderer/i18n/i18n';

/** The date field's reading and writing of a day, in the app's locale whatever the machine's. */
afterAll(() => activateLocale('en'));

describe('in Turkish', () => {
  test('a day is written dd.mm.yyyy', () => {
    activateLocale('tr');
    expect(formatShortDate('2026-11-24')).toBe('24.11.2026');
    expect(formatShortDate('2026-01-05')).toBe('05.01.2026');
  });

  test('a day is read day first, with any usual mark between, or as digits alone', () => {
    activateLocale('tr');
    for (const typed of [
      '24.11.2026',
      '24/11/2026',
      '24-11-2026',
      '24 11 2026',
      ' 24.11.26 ',
      '24112026',
      '241126',
    ])
      expect(parseShortDate(typed), typed).toBe('2026-11-24');
    expect(parseShortDate('5.1.2026')).toBe('2026-01-05');
  });

  test('yyyy-mm-dd is read too (pasted, and what the e2e tests type)', () => {
    activateLocale('tr');
    expect(parseShortDate('2026-11-18')).toBe('2026-11-18');
    expect(parseShortDate('2026-2-3')).toBe('2026-02-03');
  });

  test('what is not a day is null', () => {
    activateLocale('tr');
    for (const typed of [
      '',
      ' ',
      '11/24/2026',
      '31.02.2026',
      '24.11',
      '24.11.2',
      '24.11.20261',
      '24 Kas 2026',
      'abc',
      '2026-13-01',
      '1.2.3.4',
    ])
      expect(parseShortDate(typed), typed).toBeNull();
  });
});

describe('in English', () => {
  test('a day is written mm/dd/yyyy', () => {
    activateLocale('en');
    expect(formatShortDate('2026-11-24')).toBe('11/24/2026');
  });

  test('a day is read month first', () => {
    activateLocale('en');
    for (const typed of ['11/24/2026', '11.24.2026', '11/24/26', '11242026'])
      expect(parseShortDate(typed), typed).toBe('2026-11-24');
    expect(parseShortDate('2026-11-24')).toBe('2026-11-24');
    expect(parseShortDate('24/11/2026')).toBeNull();
    expect(parseShortDate('2/29/2025')).toBeNull();
    expect(parseShortDate('2/29/2024')).toBe('2024-02-29');
  });

  test('what is written is read back as the same day', () => {
    for (const locale of ['en', 'tr'] as const) {
      activateLocale(locale);
      for (const day of ['2026-01-01', '2026-12-31', '2024-02-29'])
        expect(parseShortDate(formatShortDate(day)), `${locale} ${day}`).toBe(day);
    }
  });
});

test('a value that is not a day is shown as it is', () => {
  activateLocale('tr');
  expect(formatShortDate('')).toBe('');
  expect(formatShortDate('later')).toBe('later');
});
