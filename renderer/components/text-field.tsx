import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { cx } from './cx';
import { Field } from './field';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  status?: ReactNode;
  /** A unit shown inside the right edge, e.g. "s" or "records". */
  suffix?: string;
  mono?: boolean;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  status,
  suffix,
  mono,
  className,
  id,
  ref,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  return (
    <Field id={id ?? autoId} label={label} hint={hint} error={error} status={status}>
      {(aria) => {
        const input = (
          <input
            ref={ref}
            className={cx('input', mono && 'input--mono', className)}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            {...aria}
            {...rest}
          />
        );
        return suffix ? (
          <div className="input-wrap input-wrap--suffix">
            {input}
            <span className="input-wrap__suffix">{suffix}</span>
          </div>
        ) : (
          input
        );
      }}
    </Field>
  );
}
