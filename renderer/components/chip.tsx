import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import { formatNumber } from './format';

export type ChipTone = 'default' | 'warning' | 'danger';

export type FilterChipProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onChange'> & {
  label: ReactNode;
  count?: number;
  active: boolean;
  onToggle: () => void;
  tone?: ChipTone;
};

/** A toggle that filters a list and shows how many rows it would keep (aria-pressed for state). */
export function FilterChip({
  label,
  count,
  active,
  onToggle,
  tone = 'default',
  className,
  ...rest
}: FilterChipProps) {
  return (
    <button
      type="button"
      className={cx('chip', tone !== 'default' && `chip--${tone}`, className)}
      aria-pressed={active}
      onClick={onToggle}
      {...rest}
    >
      {label}
      {count !== undefined ? <span className="chip__count">{formatNumber(count)}</span> : null}
    </button>
  );
}
