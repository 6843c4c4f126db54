import type { SelectHTMLAttributes } from 'react';
import { cx } from './cx';

export type SelectOption<V extends string> = { value: V; label: string; disabled?: boolean };

export type SelectProps<V extends string> = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value'
> & {
  value: V;
  options: ReadonlyArray<SelectOption<V>>;
  onChange: (value: V) => void;
};

/**
 * The platform's own select, styled: keyboard and screen-reader behaviour come for free. It has no
 * label of its own: pass aria-label.
 */
export function Select<V extends string>({ value, options, onChange, className, ...rest }: SelectProps<V>) {
  return (
    <select
      className={cx('select', className)}
      value={value}
      onChange={(e) => {
        const next = options.find((o) => o.value === e.target.value);
        if (next) onChange(next.value);
      }}
      {...rest}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
