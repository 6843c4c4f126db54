import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'type' | 'checked'> & {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

export function Checkbox({ label, checked, onChange, className, ...rest }: CheckboxProps) {
  return (
    <label className={cx('checkbox', className)}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} {...rest} />
      <span>{label}</span>
    </label>
  );
}
