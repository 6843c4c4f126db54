import { afterEach, describe, expect, it } from 'vitest';
import { checkColumns } from '../../../renderer/features/checks/grid/columns';
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
});
