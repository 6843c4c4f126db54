import { afterEach, describe, expect, it } from 'vitest';
import { checkColumns } from '../../../renderer/features/checks/grid/columns';
import { checkTimeCell } from '../../../renderer/features/checks/model/dates';
import { activateLocale } from '../../../renderer/i18n/i18n';
import type { CheckRow } from '../../../shared/domain/check-row';

/** The value a column sorts on, read through the column definition the grid uses. */
function sortValue(id: string, row: Partial<CheckRow>): unknown {
  const column = checkColumns.find((c) => c.id === id) as {
    accessorFn?: (r: CheckRow, i: number) => unknown;
  };
  if (!column?.accessorFn) throw new Error(`no accessor for ${id}`);
  return column.accessorFn(row as CheckRow, 0);
}

const kinds = ['sale', 'collection', 'expense', 'unknown'] as const;

describe('check grid columns', () => {
  afterEach(() => activateLocale('en'));

  it('sort kinds and states on the words shown, in the app language', () => {
    activateLocale('tr');
    const shown = kinds.map((kind) => sortValue('kind', { kind, isReturn: false }));
    expect(shown).toEqual(['Satış', 'Tahsilat', 'Gider', 'Türü bilinmiyor']);
    expect(sortValue('kind', { kind: 'sale', isReturn: true })).toBe('Satış İade');
    expect(sortValue('state', { state: 'Open' })).toBe('Açık');

    activateLocale('en');
    expect(sortValue('kind', { kind: 'expense', isReturn: false })).toBe('Expense');
    expect(sortValue('state', { state: 'Closed' })).toBe('Closed');
  });

  it('show opened–closed where both fit the time column, else the opening, with both in the tooltip', () => {
    const check = {
      businessDate: '2026-10-24',
      openedAt: '2026-10-24 08:08:00',
      closedAt: '2026-10-24 08:47:00',
    };
    activateLocale('tr');
    expect(checkTimeCell(check)).toEqual({ text: '08:08–08:47', title: '08:08 – 08:47' });
    // Closed after midnight: the day in front leaves no room for both.
    const late = { ...check, openedAt: '2026-10-24 23:50:00', closedAt: '2026-10-25 00:20:00' };
    expect(checkTimeCell(late).text).toBe('23:50');
    expect(checkTimeCell(late).title).toMatch(/^23:50 – 25 Eki 00:20$/);
    expect(checkTimeCell({ ...check, closedAt: null })).toEqual({ text: '08:08', title: '08:08' });

    // A 12-hour clock's range ("08:08 AM–08:47 AM") does not fit: the opening alone.
    activateLocale('en');
    expect(checkTimeCell(check)).toEqual({ text: '08:08 AM', title: '08:08 AM – 08:47 AM' });
  });
});
