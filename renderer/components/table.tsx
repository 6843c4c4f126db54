import { type KeyboardEvent, type ReactNode, useMemo, useState } from 'react';
import { Icon } from './icon';

export type SortDir = 'asc' | 'desc';
export type SortState<K extends string> = { key: K; dir: SortDir };

/**
 * Sorting for small plain tables (a few hundred rows; the item grid uses react-table instead).
 * `accessors` map each sortable column to a comparable value (define them outside the component or
 * memoise them); nulls always sort last.
 */
export function useSort<T, K extends string>(
  rows: readonly T[],
  accessors: Record<K, (row: T) => string | number | null>,
  initial: NoInfer<SortState<K>>,
) {
  const [sort, setSort] = useState<SortState<K>>(initial);
  const sorted = useMemo(() => {
    const get = accessors[sort.key];
    const factor = sort.dir === 'asc' ? 1 : -1;
    const collator = new Intl.Collator('tr', { numeric: true, sensitivity: 'base' });
    return [...rows].sort((a, b) => {
      const va = get(a);
      const vb = get(b);
      if (va === null || vb === null) return va === vb ? 0 : va === null ? 1 : -1;
      if (typeof va === 'number' && typeof vb === 'number') return (va - vb) * factor;
      return collator.compare(String(va), String(vb)) * factor;
    });
  }, [rows, sort, accessors]);
  const toggle = (key: K) =>
    setSort((s) => (s.key === key ? { key, dir: s.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' }));
  return { sorted, sort, toggle };
}

/** A column header that sorts on click (aria-sort on the <th> tells screen readers). */
export function SortHeader<K extends string>({
  column,
  sort,
  onSort,
  children,
  className,
}: {
  column: NoInfer<K>;
  sort: SortState<K>;
  onSort: (key: K) => void;
  children: ReactNode;
  className?: string;
}) {
  const active = sort.key === column;
  return (
    <th
      className={className}
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      scope="col"
    >
      <button
        type="button"
        className="sort-header"
        data-sorted={active || undefined}
        onClick={() => onSort(column)}
      >
        {children}
        <Icon name={active ? (sort.dir === 'asc' ? 'arrowUp' : 'arrowDown') : 'sort'} size="sm" />
      </button>
    </th>
  );
}

/**
 * Keyboard for tables whose rows open something: Arrow keys / Home / End move between rows
 * (each row is focusable), Enter or Space opens.
 */
export function rowKeyDown(open: () => void) {
  return (e: KeyboardEvent<HTMLTableRowElement>) => {
    const row = e.currentTarget;
    const move = (target: Element | null | undefined) => {
      if (target instanceof HTMLElement) {
        e.preventDefault();
        target.focus();
      }
    };
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open();
    } else if (e.key === 'ArrowDown') move(row.nextElementSibling);
    else if (e.key === 'ArrowUp') move(row.previousElementSibling);
    else if (e.key === 'Home') move(row.parentElement?.firstElementChild);
    else if (e.key === 'End') move(row.parentElement?.lastElementChild);
  };
}

/**
 * Stands in for the rows a virtualised table leaves out above or below the ones it renders, so the
 * scroll height stays that of every row. Nothing when there is no gap.
 */
export function SpacerRow({ height, colSpan }: { height: number; colSpan: number }) {
  return height > 0 ? (
    <tr className="spacer-row">
      <td style={{ height, padding: 0, border: 0 }} colSpan={colSpan} />
    </tr>
  ) : null;
}
