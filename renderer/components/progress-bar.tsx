import type { ReactNode } from 'react';
import { t } from '../i18n/i18n';
import { cx } from './cx';

export type ProgressBarProps = {
  /** Omit (or null) for an indeterminate bar: something runs, its length is unknown. */
  value?: number | null;
  max?: number;
  label?: ReactNode;
  /** Shown on the right of the label, e.g. "1,500 of 3,000" or "about 40 s left". */
  detail?: ReactNode;
  tone?: 'default' | 'success' | 'danger';
  /** What a screen reader says of the value (aria-valuetext) when a bare number would not do. */
  valueText?: string;
  testId?: string;
};

export function ProgressBar({
  value,
  max = 100,
  label,
  detail,
  tone = 'default',
  valueText,
  testId,
}: ProgressBarProps) {
  const indeterminate = value === undefined || value === null;
  const pct = indeterminate || max <= 0 ? 0 : Math.max(0, Math.min(100, (value / max) * 100));
  return (
    <div
      className={cx(
        'progress',
        indeterminate && 'progress--indeterminate',
        tone !== 'default' && `progress--${tone}`,
      )}
      data-testid={testId}
    >
      {label || detail ? (
        <div className="progress__label">
          <span>{label}</span>
          <span>{detail}</span>
        </div>
      ) : null}
      <div
        className="progress__track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={indeterminate ? undefined : max}
        aria-valuenow={indeterminate ? undefined : value}
        aria-valuetext={indeterminate ? undefined : valueText}
        aria-label={typeof label === 'string' ? label : t('common.progress')}
      >
        <div className="progress__bar" style={indeterminate ? undefined : { width: `${pct}%` }} />
      </div>
    </div>
  );
}
