import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import { cx } from './cx';
import { Field } from './field';

export type SelectOption<V extends string> = { value: V; label: string; disabled?: boolean };

export type SelectProps<V extends string> = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value'
> & {
  /** Omit for a bare select (then pass aria-label). */
  label?: ReactNode;
  value: V;
  options: ReadonlyArray<SelectOption<V>>;
  onChange: (value: V) => void;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

/** The platform's own select, styled: keyboard and screen-reader behaviour come for free. */
export function Select<V extends string>({
  label,
  value,
  options,
  onChange,
  hint,
  error,
  className,
  id,
  ref,
  ...rest
}: SelectProps<V>) {
  const autoId = useId();
  const control = (aria: object) => (
    <select
      ref={ref}
      className={cx('select', className)}
      value={value}
      onChange={(e) => {
        const next = options.find((o) => o.value === e.target.value);
        if (next) onChange(next.value);
      }}
      {...aria}
      {...rest}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
    </select>
  );
  if (label === undefined) return control({ id });
  return (
    <Field id={id ?? autoId} label={label} hint={hint} error={error}>
      {control}
    </Field>
  );
}
