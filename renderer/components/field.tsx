import type { ReactNode } from 'react';
import { Icon } from './icon';

/**
 * Label, control, hint and error in one column. The control gets `id` and the ids of its hint and
 * error through the render prop, so screen readers announce them with the field.
 */
export function Field({
  id,
  label,
  hint,
  error,
  status,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** A short note on the right of the label (e.g. "stored securely"). */
  status?: ReactNode;
  children: (aria: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <div className="field__label-row">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {status ? <span className="field__status">{status}</span> : null}
      </div>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {error ? (
        <div className="field__error" id={errorId}>
          <Icon name="error" size="sm" />
          <span>{error}</span>
        </div>
      ) : null}
      {hint ? (
        <div className="field__hint" id={hintId}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}
