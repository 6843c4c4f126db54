import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

export type SwitchProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** An on/off setting that applies at once (use Checkbox for choices confirmed by a form button). */
export function Switch({ label, hint, checked, onChange, className, ...rest }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className={cx('switch', className)}
      onClick={() => onChange(!checked)}
      {...rest}
    >
      <span className="switch__track">
        <span className="switch__thumb" />
      </span>
      <span className="switch__text">
        <span>{label}</span>
        {hint ? <span className="switch__hint">{hint}</span> : null}
      </span>
    </button>
  );
}
